// Topics an Irish haulier or van-fleet operator meets that no entry held, found in a breadth pass over the official
// topic lists for commercial vehicle operators and professional drivers (30 November 2026): towing a trailer behind a
// van on a car or BE licence, getting VRT back on a vehicle exported from the fleet, converting a van (crew cab seats) and the legal tread depth and
// condition of tyres. Facts from the pages in knowledge/sources-breadth-twenty.ts, in our own words.
import { breadthTwentySources as s } from '../sources-breadth-twenty.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthTwentyEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'towing-trailers-b-and-be-licence',
    area: 'workforce_capability',
    title: 'Towing a trailer behind a van: what a category B licence allows and when a driver needs BE',
    keywords: [
      'tow a trailer',
      'towing a trailer',
      'towing',
      'tow',
      'BE licence',
      'category BE',
      'car licence trailer',
      'van and trailer',
      'trailer licence',
      'heavy trailer',
      'towing capacity',
      '750 kg',
      '750kg',
    ],
    takeaway:
      'A driver with a category B licence may tow a trailer of up to 750 kg behind a van, or a heavier trailer only if the van and trailer together are not over 3,500 kg; above that the driver needs a category BE licence, which covers a combination of up to 7,000 kg.',
    guidance: [
      'The weights are the maximum authorised masses on the manufacturers’ plates of the van and the trailer, not what they happen to weigh on the day, so a 3,500 kg van can tow nothing over 750 kg on a B licence.',
      'A BE licence allows a trailer of up to 3,500 kg, provided it stays within the towing capacity the van’s manufacturer sets, and a driver on a B learner permit may not tow any trailer at all.',
      'To get BE a driver needs a full B licence, the theory test if not already passed, a BE learner permit from the National Driver Licence Service and a pass in the BE driving test.',
      'A trailer over 3,500 kg is a heavy trailer: it must be taxed with the local authority where it is kept, pass an annual roadworthiness test at a CVR test centre, and be drawn on a C1E, CE, D1E or DE licence.',
      'Gardaí check the licence category at the roadside and prosecute drivers towing outside it, so check each driver’s licence against the vans and trailers they are given.',
    ],
    options: [
      {
        option: 'Keep trailers within the B licence',
        chooseWhen: 'the trailers are light, such as a small plant or box trailer under 750 kg, and drivers change often.',
      },
      {
        option: 'Put the regular towing drivers through the BE test',
        chooseWhen: 'the work needs heavier trailers behind vans and the same few drivers do it every week.',
      },
    ],
    next30: [
      'List each van and trailer with the plated weights and towing capacity.',
      'Check which drivers hold BE and keep copies of their licences.',
    ],
    next90: ['Book the BE test for the drivers who tow heavier trailers.', 'Add the towing weights to the daily vehicle check sheet.'],
    sources: [s.gardaTowingTrailer, s.agrilandNdlsTowing, s.irishFieldHeavyTrailers],
  },
  {
    slug: 'vrt-export-repayment',
    area: 'cost_unit_economics',
    title: 'VRT back when a vehicle leaves the fleet for abroad: the Export Repayment Scheme, for cars only',
    keywords: [
      'export repayment',
      'VRT refund',
      'VRT back',
      'VRT repayment',
      'residual VRT',
      'exporting a vehicle',
      'sell abroad',
      'sold abroad',
      'export a car',
      'export a van',
      'VRTER1',
    ],
    takeaway:
      'Revenue’s VRT Export Repayment Scheme repays the residual VRT only on passenger cars (EU category M1) that are permanently exported, examined first at an NCTS centre and valued at €2,000 or more, so vans and trucks sold abroad get nothing back while company cars can.',
    guidance: [
      'The car must be registered in the State with its VRT paid, hold a valid NCT or Commercial Vehicle Certificate, and be examined at an NCTS centre before it leaves; the centre charges a fee for each export examination.',
      'The car must leave the State within 30 days of the examination, or it needs a new examination and the VRT is worked out again.',
      'A business claims on form VRTER1 for a car moved to another EU country, or VRTER1A for one exported outside the EU, with proof of removal, the new registration abroad, the signed export declaration and the examination receipt.',
      'The repayment depends on the car’s open market selling price and its CO2 emissions at manufacture, which must be shown at the examination or the lowest rate applies, and it never exceeds the VRT first paid.',
      'The claim is made by the registered owner on the National Vehicle Driver File, so update the ownership before the examination if the car was bought in.',
    ],
    options: [
      {
        option: 'Sell company cars abroad with the export repayment',
        chooseWhen: 'the car is worth €2,000 or more and a buyer abroad pays close to the Irish price, so the repaid VRT is extra.',
      },
      {
        option: 'Sell vans and trucks at home or abroad on price alone',
        chooseWhen: 'the vehicle is a goods vehicle, since no VRT comes back on it, so compare the prices offered net of transport.',
      },
    ],
    next30: [
      'List the cars and vans due to leave the fleet this year and their VRT categories.',
      'Book an NCTS export examination only once a buyer abroad is confirmed.',
    ],
    next90: [
      'Keep the VRT paid and CO2 figure in each car’s record for later claims.',
      'Add the export repayment to the disposal value in the fleet replacement plan.',
    ],
    sources: [s.revenueExportRepaymentWhat, s.revenueExportRepaymentClaim, s.revenueExportProcess, s.vrtIeExportFaq],
  },
  {
    slug: 'tyre-tread-depth-and-condition',
    area: 'risk_resilience',
    title: 'Tyres on trucks, vans and trailers: the legal tread depth, defects and penalty points for drivers',
    keywords: [
      'tyre',
      'tyres',
      'tread depth',
      'tyre tread',
      'worn tyres',
      'bald tyres',
      'defective tyres',
      'tyre pressure',
      'tyre safety',
      '1.6mm',
      '1.6 mm',
    ],
    takeaway:
      'Tyres must keep at least 1.6 mm of tread across the central three-quarters of the tread and all the way round, and be free of cuts, bulges and tears, under the Road Traffic (Construction and Use of Vehicles) Regulations 2003; the RSA recommends replacing them at 3 mm.',
    guidance: [
      'Driving on worn or defective tyres is a fixed charge offence: an €80 fine paid within 28 days (€120 after that) and at least 2 penalty points, rising to 4 points on conviction in court.',
      'The points go on the driver’s own licence even in a company vehicle, which is why the RSA tells professional drivers to check tyres in the walk-round check every day.',
      'At the CVRT a vehicle fails if the two tyres on one axle are not the same, while tyres over 6 years old get an advisory rather than a fail if they meet the tread depth and have no defects.',
      'A new tyre has about 8 mm of tread; grip in the wet falls away well before 1.6 mm, so set the fleet’s own replacement point at 3 mm or more.',
      'Under-inflated tyres waste fuel as well as wear faster: the RSA and the tyre industry put the cost at up to €4,000 a year for an average company fleet, so check pressures weekly against the load.',
    ],
    options: [
      {
        option: 'Replace at a fleet replacement point of 3 mm',
        chooseWhen: 'vehicles run in the wet, on motorways or with heavy loads, where stopping distance matters most.',
      },
      {
        option: 'A tyre management contract with a supplier',
        chooseWhen: 'the fleet is large enough that regular depth and pressure checks by a fitter cost less than in-house checks.',
      },
    ],
    next30: [
      'Add tread depth and pressure to each driver’s walk-round check sheet.',
      'Measure the tread on every vehicle and replace any tyre near 1.6 mm.',
    ],
    next90: [
      'Set a written fleet replacement point and record each tyre change.',
      'Review tyre costs per kilometre and fuel use after pressure checks begin.',
    ],
    sources: [s.rsaTyreFaqCopy, s.rsaTyreSafetyCopy, s.irishTimesTyreCrackdown],
  },
  {
    slug: 'vehicle-conversions-vrt-declaration',
    area: 'cost_unit_economics',
    title: 'Converting a van: adding seats for a crew cab or changing its category needs a declaration to Revenue',
    keywords: [
      'conversion',
      'convert a van',
      'converted van',
      'converting',
      'crew cab',
      'second row of seats',
      'add seats',
      'VRTCONV',
      'change of category',
      'Suitably Qualified Individual',
      'camper conversion',
    ],
    takeaway:
      'A registered van whose seats, seatbelts, bodywork or EU category are changed, such as a crew cab conversion, needs the owner’s declaration of conversion (form VRTCONV) certified by a Suitably Qualified Individual, and a conversion to a goods vehicle (EU category N1) with more than 3 seats must be declared to Revenue, which decides whether more VRT is due.',
    guidance: [
      'Revenue needs the declaration where the registration certificate shows VRT category B, C or D (or is blank) and seats are added to a total of 9 or fewer including the driver, seats are taken out of a vehicle of 10 or more to leave 9 or fewer, or the vehicle becomes a motor caravan.',
      'A Suitably Qualified Individual, such as an engineer, inspects the work and stamps the owner’s form; the form and the individual’s own declaration on headed paper go to Revenue’s Central Vehicle Office in Rosslare.',
      'Revenue assesses whether extra VRT is due, returns the form stamped, and updates the National Vehicle and Driver File with the new category.',
      'The motor tax office will not tax the converted vehicle, as a goods vehicle or a private one, until the record shows the change and it has the stamped form or Revenue’s letter, and it may ask to inspect the vehicle.',
      'Cost the conversion with the possible VRT, the engineer’s fee and any change in motor tax before ordering it, since a van with more seats can move category.',
    ],
    options: [
      {
        option: 'Buy crew cab vans built that way',
        chooseWhen: 'several vans need extra seats, so the category and tax are settled at registration.',
      },
      {
        option: 'Convert existing vans and declare them',
        chooseWhen: 'one or two vans need seats for a team and the engineer’s certificate and any extra VRT cost less than new vehicles.',
      },
    ],
    next30: [
      'Ask a Suitably Qualified Individual to quote for certifying the planned conversion.',
      'Check the VRT category on each van’s registration certificate before work starts.',
    ],
    next90: [
      'Send the stamped declaration to Revenue and keep the returned copy with the vehicle file.',
      'Tax the converted van only once the vehicle record shows the new category.',
    ],
    sources: [s.mayoConversionOfVehicles, s.mayoRevisedConversionProcedures, s.meathConversionToN1],
  },
];
