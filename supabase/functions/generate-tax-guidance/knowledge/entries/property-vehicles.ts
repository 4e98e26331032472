// The home and the car: stamp duty and Help to Buy when buying, LPT and the
// vacant homes tax while owning, rent-a-room when letting part of it, and VRT
// and motor tax on the car.
import { businessSources as bs } from '../sources-business.ts';
import { NAMED_FACTS_CHECKED_ON, namedFactSources as nf } from '../sources-named-facts.ts';
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import { roundNineSources as r9 } from '../sources-round-nine.ts';
import { roundTwelveSources as r12 } from '../sources-round-twelve.ts';
import type { TaxEntry } from '../types.ts';

const home = { area: 'Home, property and vehicles', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

export const propertyVehicleEntries: readonly TaxEntry[] = [
  {
    ...home,
    slug: 'rent-a-room-relief',
    title: 'Rent-a-room relief (€14,000 tax-free)',
    triggers: [
      'rent a room',
      'rent a room relief',
      'renting a room',
      'rent out a room',
      'lodger',
      'lodgers',
      'spare room',
      'student in my house',
      'digs',
      'room in my home',
    ],
    answer:
      'Rent from letting a room or rooms in your own home is tax-free (no income tax, USC or PRSI) if the total you receive in the year is €14,000 or less. If it is more, all of it is taxed, not just the excess.',
    conditions: [
      'The €14,000 counts everything the lodger pays, including for meals, utilities and laundry, and no expenses can be deducted while you claim the relief.',
      'The home must be in Ireland and your sole or main residence; you do not have to own it, but a tenant should check the lease allows sub-letting. An attached self-contained unit such as a basement flat can qualify.',
      'Lets must be long-term (more than 28 days in a row); short-term guests, such as holiday or online short-stay lets, do not qualify, nor does letting to your own child or civil partner.',
      'The income is still declared on your tax return. A jointly assessed couple share the relief. It does not affect CGT relief when you sell your home.',
    ],
    sources: [ps.rentARoom, ps.rentARoomCitizens, ps.pprRelief],
  },
  {
    ...home,
    slug: 'help-to-buy',
    title: 'Help to Buy for first-time buyers of a new home',
    triggers: [
      'help to buy',
      'htb',
      'first time buyer',
      'first home',
      'buying a new build',
      'new build house',
      'self build',
      'deposit for a house',
      'first time buyers grant',
    ],
    answer:
      'Help to Buy refunds a first-time buyer the lesser of €30,000, 10% of the price of a new home (or of the approved valuation of a self-build), or the income tax and DIRT they paid in the previous four years. It covers contracts signed (or, for a self-build, first mortgage drawdowns) up to 31 December 2029, as legislated.',
    conditions: [
      'Everyone buying must be a first-time buyer, and the home must be newly built (or self-built) to live in yourselves, bought from a Revenue-approved contractor, for €500,000 or less.',
      'You need a mortgage of at least 70% of the price or valuation from a qualifying lender, and must be tax compliant.',
      'You must live in the home as your main home for five years, or the refund can be clawed back.',
      'Apply through myAccount or ROS; for a purchase the refund is paid to the contractor, for a self-build to your loan account.',
    ],
    sources: [ps.helpToBuyDail, ps.helpToBuyAmountDail, ps.helpToBuy],
    dates: [
      {
        on: '2029-12-31',
        kind: 'ends',
        measure: 'Help to Buy',
        said: 'It covers contracts signed (or, for a self-build, first mortgage drawdowns) up to 31 December 2029, as legislated.',
        source: ps.helpToBuyDail,
      },
    ],
    sourceNotes:
      "Revenue's \"How much can you claim?\" page in the copy we found still showed the original 2016 limits (€20,000 and 5%). We follow the Minister for Finance's written answers of 19 March and 29 July 2025 on section 477C TCA 1997, which give €30,000, 10% and the qualifying period to 31 December 2029. The €500,000 price cap was read on the Law Society's tax guide and earlier Revenue guidance.",
  },
  {
    ...home,
    slug: 'stamp-duty-residential',
    title: 'Stamp duty on buying a home (1%, 2% and 6%)',
    triggers: [
      'stamp duty on a house',
      'stamp duty on a home',
      'residential stamp duty',
      'stamp duty buying a house',
      'buying a house',
      'stamp duty on an apartment',
      'stamp duty first time buyer',
      'stamp duty 6%',
    ],
    answer:
      'Stamp duty on a home is 1% of the price up to €1 million, 2% on the next €500,000 and 6% on anything above €1.5 million. These rates have applied since 2 October 2024.',
    conditions: [
      'Example: a €600,000 house costs €6,000 in stamp duty; a €1.8 million house costs €10,000 + €10,000 + €18,000 = €38,000.',
      'Where one purchase covers 3 or more apartments in the same block, the 6% band does not apply (1% to €1 million, 2% above).',
      'A higher 15% rate applies to certain bulk purchases of houses (not apartments).',
      'Non-residential property (offices, shops, land) is charged at 7.5% instead.',
      'The buyer files the stamp duty return and pays through ROS within 30 days of signing the deed; Revenue allows a further 14 days (44 in all) before charging interest and a late filing surcharge, and issues the stamp certificate once the duty is paid.',
    ],
    sources: [ps.stampDutyResidential, sources.stampDutyRate, nf.stampDutyFiling],
    dates: [
      {
        on: '2024-10-02',
        kind: 'starts',
        measure: 'the 6% stamp duty band on homes above €1.5 million',
        said: 'These rates have applied since 2 October 2024.',
        source: ps.stampDutyResidential,
      },
    ],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...home,
    slug: 'local-property-tax',
    title: 'Local Property Tax (LPT): bands and rates for 2026 to 2030',
    triggers: ['local property tax', 'lpt', 'property tax', 'house tax', 'lpt band', 'lpt valuation', 'how much is my property tax'],
    answer:
      "LPT for 2026 to 2030 is set by your home's value on 1 November 2025: €95 a year for a home worth up to €240,000, €235 for €240,001 to €315,000, €333 for €315,001 to €420,000, and rising in €105,000 bands to €3,110 for €1,995,001 to €2.1 million (basic rates).",
    conditions: [
      'Other bands: €428 (to €525,000), €523 (to €630,000), €618 (to €735,000), €713 (to €840,000), €808 (to €945,000), €903 (to €1.05 million).',
      "Your local authority can raise or lower the basic rate by up to 15% (the local adjustment factor), so your bill may differ; Revenue's LPT calculator applies it.",
      'Above €2.1 million, LPT is 0.0906% of the first €1.26 million, 0.25% of the value between €1.26 million and €2.1 million, and 0.3% above that.',
      'The valuation you declared on the return due in November 2025 fixes the band for the five years 2026 to 2030.',
      'For the 2025 revaluation the Finance (Local Property Tax and Other Provisions) (Amendment) Act 2025 kept 20 valuation bands but widened every band by 20%, cut the basic rate from 0.1029% to 0.0906% (for homes up to €1.26 million) and raised the fixed charges for bands 1 and 2 from €90 to €95 and from €225 to €235.',
    ],
    sources: [ps.lptBands, r9.lptBill2025Statement, r9.lptAct2025Section8],
    sourceNotes:
      "The 20% widening and the old rate of 0.1029% are from the Minister for Finance's second-stage statement on the 2025 Bill (gov.ie, and the same words in the Seanad record); the new rate, bands and fixed charges are in section 8 of the 2025 Act as enacted.",
  },
  {
    ...home,
    slug: 'lpt-payment',
    title: 'How to pay Local Property Tax',
    triggers: ['pay lpt', 'pay property tax', 'lpt direct debit', 'lpt from my salary', 'lpt deduction at source', 'property tax payment'],
    answer:
      'You can pay LPT in one go or spread it over the year: by monthly direct debit (taken on the 15th of each month, from 15 January to 15 December), by deduction from your salary, occupational pension or a social welfare or farm payment, or in cash weekly or monthly through An Post, Omnivend or Payzone.',
    conditions: [
      'A direct debit or deduction at source carries forward to the next year automatically unless you change it.',
      "Deduction from pay is not suitable if you are selling during the year or work short-term or seasonal contracts; you can use your spouse's or civil partner's income source.",
      'Cash payments through a payment service provider cannot be used if you own more than one residential property, and the providers charge a fee: An Post €1 per transaction, Omnivend 4% of the amount, Payzone a fee per transaction.',
      'Set up or change the method through myAccount, ROS or the LPT online service.',
      'If you are self-assessed and your LPT is not paid or filed as required, a 10% surcharge can be added to your income tax for the year (see the LPT surcharge entry).',
    ],
    sources: [ps.lptPhased, bs.payAndFile],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...home,
    slug: 'vacant-homes-tax',
    title: 'Vacant Homes Tax',
    triggers: ['vacant homes tax', 'vacant home', 'empty house tax', 'house lying empty', 'derelict', 'unoccupied house'],
    answer:
      "Vacant Homes Tax is charged on a residential property used as a dwelling for less than 30 days in a 12-month period from 1 November to 31 October. It is 7 times the property's basic LPT charge, a rate that has applied since the period beginning 1 November 2024, and is paid on top of LPT.",
    conditions: [
      'A property let under a tenancy for at least 30 days in the period, or sold in the period, is outside the tax, and there are exemptions for genuine reasons for vacancy.',
      'The owner files a return by 7 November after the period ends and pays by the following 1 January.',
      'The charge uses the LPT basic rate, before any local adjustment.',
    ],
    sources: [ps.vacantHomesAct, ps.lptBands],
    dates: [
      {
        on: '2024-11-01',
        kind: 'starts',
        measure: 'the Vacant Homes Tax rate of 7 times the basic LPT charge',
        said: "It is 7 times the property's basic LPT charge, a rate that has applied since the period beginning 1 November 2024, and is paid on top of LPT.",
        source: ps.vacantHomesAct,
      },
    ],
    sourceNotes:
      "The Finance Act 2022 set the tax at 3 times LPT. The rate of 7 times, from the period that began on 1 November 2024, was read in Revenue's Note for Guidance on section 653AP TCA 1997 as amended by the Finance Act 2024 (in Chartered Accountants Ireland's copy); we could not open the Finance Act 2024 section itself.",
  },
  {
    ...home,
    slug: 'vrt-electric-car-relief',
    title: 'VRT relief on electric cars (up to €5,000)',
    triggers: ['vrt on electric car', 'vrt relief', 'electric car vrt', 'ev vrt', 'importing an electric car', 'buying an electric car'],
    answer:
      'A new or imported fully electric car or van gets up to €5,000 off its VRT. Cars with an open market selling price up to €40,000 get the full relief, between €40,000 and €50,000 it tapers, and above €50,000 there is none. Budget 2026 extended the relief to cars registered by 31 December 2026; no further extension had been confirmed when we checked on 26 November 2026.',
    conditions: [
      'It applies to series-production passenger cars and commercial vehicles (VRT categories A and B) powered only by an electric motor; hybrids and plug-in hybrids lost their relief at the end of 2020.',
      'Revenue applies it automatically at registration; no separate claim is needed.',
      "An electric car's VRT is 7% of its selling price (or €140, whichever is greater) before the relief, so for example a €40,000 car pays nothing.",
    ],
    sources: [ps.vrtElectric, sources.budget2026, ps.vrtApplyingTax],
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'the €5,000 VRT relief for electric vehicles',
        said: 'Budget 2026 extended the relief to cars registered by 31 December 2026; no further extension had been confirmed when we checked on 26 November 2026.',
        source: sources.budget2026,
      },
    ],
    sourceNotes:
      "Revenue's VRT page in the copy we found still said vehicles registered before 31 December 2025. The Minister for Finance's Budget 2026 statement extended the relief for one year, to 31 December 2026; we follow the statement.",
  },
  {
    ...home,
    slug: 'vrt-calculation',
    title: 'VRT on a car: the CO2 charge and the NOx charge',
    // The plain name of the tax belongs here, with how it is worked out, rather than on the electric car relief.
    triggers: [
      'vrt',
      'vehicle registration tax',
      'vrt on a car',
      'vrt on an imported car',
      'importing a car',
      'nox charge',
      'nox levy',
      'vrt calculation',
      'omsp',
      'additional vrt',
    ],
    answer:
      "VRT on a car (category A) is two charges added together: a CO2 charge, a percentage of the car's open market selling price (OMSP) set by its CO2 band, starting at 7% (at least €140) for up to 50 g/km and rising through 20 bands to 41% for over 190 g/km; and a NOx charge worked out on its nitrogen oxide emissions. If you cannot show the NOx figure, the NOx charge is the maximum: €4,850 for a diesel and €600 for any other car.",
    conditions: [
      'The NOx charge builds up in steps: €5 for each mg/km up to 40 mg/km, €15 for each mg/km from 40 to 80, and €25 for each mg/km above 80.',
      "The CO2 and NOx figures come from the car's Certificate of Conformity; a used import with only an older NEDC CO2 figure has it converted by Revenue's formula before banding.",
      'Vans (category B) and larger commercial vehicles (category C) are charged differently; a fully electric car pays no NOx charge and may get the electric vehicle relief (see that entry).',
      'A vehicle brought into the State must be registered within 30 days of its arrival. After that, additional VRT is added to the VRT due: 0.1% of it for every day the vehicle has gone unregistered since it first arrived.',
    ],
    sources: [ps.vrtApplyingTax, ps.vrtNoxCharge, nf.vrtAdditional, r12.vrtBandsDebate],
    sourceNotes:
      "The 20 bands from 7% to 41% are Revenue's table of rates from 1 January 2022 on its applying-the-tax page; the top band's 41% was confirmed in the Minister for Finance's reply of 23 November 2023, read in the KildareStreet mirror of the Dáil record.",
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...home,
    slug: 'vrt-registering-an-imported-vehicle',
    title: 'How long to register a car or van brought into Ireland: book the NCTS within 7 days, register within 30',
    triggers: [
      'register an imported vehicle',
      'register an imported car',
      'register an imported van',
      'registering a vehicle',
      'register the vehicle',
      'register the van',
      'importing a van',
      'importing a vehicle',
      'import a car',
      'bring a car into ireland',
      'bringing a car in',
      'bringing a van in',
      'nct appointment',
      'ncts appointment',
      'vrt appointment',
      'book an appointment',
      'late registration',
      'unregistered vehicle',
      'irish registration',
    ],
    answer:
      'Any car, van or other vehicle brought into the State, new or second-hand, must be registered here, and you have not long: you book an appointment with the NCTS (which registers vehicles for Revenue) within seven days of bringing it in, and register it, paying any VRT, within 30 days of bringing it in.',
    conditions: [
      'Driving an unregistered vehicle is an offence: Revenue or the Gardaí can detain it, and Revenue can seize it and release it on payment of a penalty.',
      'Register after 30 days and additional VRT is charged, 0.1% of the VRT due for every day the vehicle has gone unregistered since it arrived; it usually arises where the date it came in cannot be shown, so keep the shipping or ferry papers.',
      'The rule does not reach certain vehicles kept by authorised motor traders, or foreign-registered vehicles brought in for a while by visitors for non-business use; someone moving their home to Ireland may be exempt from the VRT itself.',
      "A new vehicle needs a valid Certificate of Conformity on Revenue's system before it can be registered; a new vehicle bought from a dealer in the State is registered by the dealer. How the VRT is worked out is in the VRT entry.",
    ],
    sources: [nf.vrtRegistration, nf.vrtAdditional],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...home,
    slug: 'motor-tax',
    title: 'Motor tax on private cars (CO2 bands)',
    triggers: ['motor tax', 'road tax', 'car tax', 'tax disc', 'motor tax bands', 'motor tax on electric car'],
    answer:
      'Motor tax on a private car depends on when it was first registered: cars registered before July 2008 are taxed by engine size, and later cars by their CO2 emissions band, with the lowest rate for zero-emission cars (€120 a year for an electric car).',
    conditions: [
      'The higher the CO2 emissions, the higher the band and the yearly charge; cars registered from 2021 are banded on their WLTP test figures.',
      'Motor tax is paid to your local authority, usually online, for a year, six months or three months (shorter periods cost more overall).',
      'It is separate from VRT, which is paid once when a car is first registered in Ireland.',
    ],
    notCovered:
      'The euro amount of each CO2 band for 2026: we found no official page stating the current table when we checked on 26 November 2026, so we give the structure only.',
    sources: [ps.motorTaxAct2012, ps.motorTaxDail],
  },
];
