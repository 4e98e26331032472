// Publications behind the breadth-twenty round (30 November 2026), a pass over the official topic lists an Irish haulier
// or van-fleet operator meets (the RSA's and An Garda Síochána's pages on licences and vehicle condition, Revenue's VRT
// pages) for what an owner asks and no entry held. Each page was read on the check date in a stored copy; where only a
// secondary copy of an official rule could be found (a tyre dealer's copy of the RSA's answers, a newspaper's or a farm
// paper's report of what the RSA or the NDLS said), the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_TWENTY_CHECKED_ON = '2026-11-30';
const CHECKED = BREADTH_TWENTY_CHECKED_ON;

export const breadthTwentySources = {
  gardaTowingTrailer: {
    title:
      'Roads Policing Message, Towing a Trailer/Caravan: a category B licence covers vehicles up to 3,500 kg MAM and towing a trailer of up to 750 kg, or a heavier trailer where the combination is not over 3,500 kg; a B learner may not tow any trailer; above 3,500 kg combined a category BE licence is needed, covering combinations up to 7,000 kg; know the towing capacity of the vehicle and the load capacity of the trailer',
    publisher: 'An Garda Síochána',
    url: 'https://garda.ie/en/crime-prevention/crimecall-on-rte/crimecall-episodes/2023/22-may-2023/roads-policing-message.html',
    published: '2023-05-22',
    asOf: CHECKED,
  },
  agrilandNdlsTowing: {
    title:
      'What licence do I need to tow my trailer on the road?: to get BE a driver holds a full B licence, passes the theory test if not already passed, gets a BE learner permit from the NDLS and passes the BE driving test; the towing capacity is on the manufacturer’s plate',
    publisher: 'Agriland (reporting the National Driver Licence Service)',
    url: 'https://www.agriland.ie/farming-news/what-licence-do-i-need-to-tow-my-trailer-on-the-road/',
    asOf: CHECKED,
    note: 'A farm paper’s summary of the NDLS’s guidance, used for the steps to a BE licence.',
  },
  irishFieldHeavyTrailers: {
    title:
      'Towing on a B versus BE licence: the heaviest trailer on a BE licence has a MAM of 3,500 kg; a trailer over 3,500 kg MAM is a heavy trailer that must be taxed with the local authority where it is kept, pass an annual roadworthiness test at a CVR test centre, and be drawn by a C1E, CE, D1E or DE licence holder; light trailers need no compulsory roadworthiness test',
    publisher: 'The Irish Field (reporting the RSA’s guidance)',
    url: 'https://www.theirishfield.ie/amp/horse-and-farm-management/general/transport-feature-2019-towing-on-a-b-versus-be-drivers-licence-251391',
    asOf: CHECKED,
    note: 'A newspaper’s summary of the RSA’s towing guidance, used for heavy trailers and their test.',
  },
  revenueExportRepaymentWhat: {
    title:
      'What is the VRT Export Repayment Scheme?: the registered owner on the National Vehicle Driver File may claim the residual VRT when exporting a vehicle that is a passenger vehicle (saloon, hatchback or SUV), registered in the State, with a valid NCT or Commercial Vehicle Certificate and VRT paid; a vehicle whose open market selling price is under €2,000 does not qualify; an export examination at an NCTS centre is required',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vrt/export-repayment-scheme/what-is-the-vrt-export-repayment-scheme.aspx',
    asOf: CHECKED,
  },
  revenueExportRepaymentClaim: {
    title:
      'Export Repayment Scheme, Making a claim: a business claims on form VRTER1 for a vehicle removed to another EU country or VRTER1A for one exported from the EU, with proof of removal within 30 days of the NCTS examination, the new registration abroad, the signed Vehicle Export Examination Declaration and the receipt; a vehicle not exported within 30 days needs a new examination; the repayment never exceeds the VRT originally paid',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vrt/export-repayment-scheme/making-a-claim.aspx',
    asOf: CHECKED,
  },
  revenueExportProcess: {
    title:
      'Export Repayment Scheme, Export process: the repayment is based on the CO2 emissions at manufacture, which must be evidenced at the NCTS examination (the lowest rate applies without them); a third party may present the vehicle with the owner’s letter of authorisation',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vrt/export-repayment-scheme/export-process.aspx',
    asOf: CHECKED,
  },
  vrtIeExportFaq: {
    title:
      'Export Repayment Scheme FAQs: the scheme, in section 135D of the Finance Act 1992 (inserted by the Finance Act 2012, commenced by S.I. 110 of 2013), covers only passenger vehicles of EU category M1 on which VRT was paid on a Category A basis; a fully exempt vehicle has no residual VRT',
    publisher: 'Revenue (vrt.ie)',
    url: 'https://www.vrt.ie/home/vehicle-registration-tax-in-detail/export-repayment-scheme/export-repayment-scheme-faqs/',
    asOf: CHECKED,
  },
  rsaTyreFaqCopy: {
    title:
      'The RSA FAQs on wheel and tyre maintenance: driving on defective or worn tyres is an offence carrying a fine of €80 and up to 4 penalty points on conviction; the minimum tread depth is 1.6 mm across the central three-quarters of the tread, with at least 3 mm recommended; a vehicle fails its NCT or CVRT if the two tyres on one axle differ; tyres over 6 years old get an advisory, not a fail',
    publisher: 'Road Safety Authority (copy kept by a tyre wholesaler)',
    url: 'https://sgtyrewholesale.com/the-rsa-faqs-faqs-on-wheel-tyre-maintenance/',
    asOf: CHECKED,
    note: 'A tyre wholesaler’s copy of the RSA’s frequently asked questions; the RSA’s own page was not found in a stored copy.',
  },
  rsaTyreSafetyCopy: {
    title:
      'Tyre safety: the Road Traffic (Construction and Use of Vehicles) Regulations 2003 set the requirements for tyre condition and tread depth on public roads; it is the driver’s responsibility to keep the vehicle roadworthy; tyres with less than 1.6 mm of tread are illegal',
    publisher: 'Road Safety Authority (extracts kept by a tyre dealer)',
    url: 'https://railwaytyres.ie/tyre-safety/',
    asOf: CHECKED,
    note: 'A tyre dealer’s page quoting the RSA’s tyre safety page.',
  },
  irishTimesTyreCrackdown: {
    title:
      'Motorists warned of crackdown on tyre safety ahead of winter: professional drivers urged to check company vehicles to avoid penalty points on their own licences; worn or defective tyres carry at least 2 penalty points and an €80 fine paid within 28 days (€120 later), 4 points if taken to court; the RSA recommends replacing below 3 mm; new tyres have 8 mm; under-inflated tyres cost a fleet up to €4,000 a year in fuel',
    publisher: 'The Irish Times (reporting the RSA and An Garda Síochána)',
    url: 'https://www.irishtimes.com/transport/2022/10/05/motorists-warned-of-crackdown-on-tyre-safety-ahead-of-winter/',
    published: '2022-10-05',
    asOf: CHECKED,
    note: 'A newspaper’s report of the RSA’s Tyre Safety Day advice, used for the penalty points and the fine.',
  },
  mayoConversionOfVehicles: {
    title:
      'Conversion of Vehicles: for a vehicle already registered in Ireland, a conversion that changes the EU vehicle category, the number of seats or seatbelt fittings or the EU bodywork needs a Vehicle Owner’s Declaration of Conversion (VRTCONV) supported by a Suitably Qualified Individual’s declaration (VRTCONVSQI); Revenue needs it where the registration certificate shows VRT category B, C or D (or blank) and seats are added to a total of 9 or fewer including the driver, seats are removed from 10 or more to 9 or fewer, or the vehicle becomes a motor caravan',
    publisher: 'Mayo County Council, Motor Tax',
    url: 'https://www.mayococo.ie/en/Services/MotorTax/ConversionofVehicles/',
    asOf: CHECKED,
  },
  mayoRevisedConversionProcedures: {
    title:
      'Revised Procedures for Conversion of Vehicles: conversion means modifying a vehicle so it no longer keeps all the characteristics of the category it was type-approved in; the owner’s VRTCONV form, stamped by the Suitably Qualified Individual, and the individual’s declaration on headed paper go to Revenue’s Central Vehicle Office in Rosslare, which assesses whether more VRT is due and returns the form stamped; only then can the converted vehicle be taxed',
    publisher: 'Mayo County Council, Motor Tax',
    url: 'https://www.mayococo.ie/en/Services/MotorTax/RevisedProceduresforConversionofVehicles/',
    asOf: CHECKED,
  },
  meathConversionToN1: {
    title:
      'Conversion of a Vehicle to EU Category N1: Revenue decides whether a conversion to a goods vehicle is accepted; a declaration to Revenue is mandatory for any conversion to N1 with more than 3 seats; once accepted Revenue updates the National Vehicle and Driver File, and the motor tax office will not tax the vehicle until the record shows the change and it has the stamped VRTCONV form or Revenue’s letter; the licensing authority may ask to inspect the vehicle',
    publisher: 'Meath County Council, Motor Tax',
    url: 'https://meath.ie/node/609',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
