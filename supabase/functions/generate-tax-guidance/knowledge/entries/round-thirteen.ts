// Topics an owner meets that the knowledge had no entry for: selling goods to
// VAT-registered businesses in other EU countries (the zero rate and the VIES
// statement for goods), the Intrastat return on goods moved between EU
// countries, VRT on vans, lorries and other commercial vehicles, business
// entertainment in a trader's or company's accounts, and the Enhanced
// Reporting Requirements for tax-free payments to staff. Each entry
// was written on 30 November 2026 from the pages it cites, read in stored
// copies, in our own words; where a figure was found only in a secondary copy,
// the entry's note says so.
import { ROUND_THIRTEEN_CHECKED_ON, roundThirteenSources as r13 } from '../sources-round-thirteen.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: ROUND_THIRTEEN_CHECKED_ON } as const;

export const roundThirteenEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'VAT',
    slug: 'vat-goods-to-eu-businesses',
    title: 'Goods sent to business customers in other EU countries: the zero rate and the VIES statement for goods',
    triggers: [
      'intra community supplies',
      'intra community supply',
      'sell goods to eu businesses',
      'selling goods to the eu',
      'goods to an eu customer',
      'ship goods to a business in another eu country',
      'ship goods to eu customers',
      'send goods to a business customer',
      'export goods to the eu',
      'sell products to eu businesses',
      'charge vat on goods to eu',
      'zero rate eu sales',
      'vies statement',
      'vies for goods',
      'vies monthly or quarterly',
      'eu sales listing',
      'recapitulative statement',
    ],
    answer:
      'Goods you sell to a VAT-registered business in another EU country and send there are zero-rated, and you report them on a VIES statement of intra-Community supplies. The statement is monthly, due by the 23rd of the following month, but if your supplies of goods to EU businesses are no more than €50,000 a quarter you may file it quarterly instead.',
    conditions: [
      "The zero rate needs all five of Revenue's conditions: the customer is registered for VAT in another EU country; you get and keep its VAT number (with the country prefix); both VAT numbers are on the invoice; the goods are sent or taken to another EU country; and you make correct VIES returns. If any one is not met, charge Irish VAT at the rate for the goods.",
      'Take care with a customer you do not know, one who collects the goods itself or pays in cash: check its VAT number on the VAT number validation system before zero-rating, and if in doubt charge Irish VAT (the customer can reclaim it from you once the conditions are shown to be met).',
      'Quarterly filing depends on the value of goods supplied to EU businesses in the quarter, and in the quarters before it, staying within €50,000; where it goes over, the statement is monthly.',
      'A business that sells only goods (no services to EU businesses) of a small yearly value may ask Revenue in writing for leave to file one statement a year, by 23 January after the year.',
      'The statement lets the customer’s tax authority check that the goods zero-rated here are accounted for in its country, so its VAT numbers and values should match your invoices.',
      'Services to EU businesses go on the VIES return too (see the entry on services to EU business customers), and goods moved to or from other EU countries may also need an Intrastat return above its thresholds.',
    ],
    sources: [r13.icsZeroRate, r13.icsIssuesForSuppliers, r13.vatActSection82],
    sourceNotes:
      "The monthly deadline, the €50,000 quarterly threshold and the yearly statement are section 82 of the VAT Consolidation Act 2010, read on irishstatutebook.ie, with Revenue's Note for Guidance on the section (read in Chartered Accountants Ireland's copy, charteredaccountants.ie/taxsourcetotal, VATCA 2010 section 82), which says traders with less than €50,000 of supplies of goods a quarter may opt to file quarterly.",
  },
  {
    ...round,
    area: 'VAT',
    slug: 'intrastat-returns',
    title: 'Intrastat returns on goods moved to and from other EU countries',
    triggers: [
      'intrastat',
      'intrastat return',
      'intrastat threshold',
      'intrastat declaration',
      'arrivals and dispatches',
      'goods bought from other eu countries',
      'buying stock from the eu',
      'trade statistics return',
    ],
    answer:
      'Every VAT-registered business shows the total value of goods it sends to (dispatches) and receives from (arrivals) other EU countries on its VAT return. A business whose arrivals, or whose dispatches, go over €750,000 in a calendar year must also file a detailed monthly Intrastat return for that flow, by the 23rd of the following month.',
    conditions: [
      'The thresholds are yearly values, one for arrivals and one for dispatches, each tested on its own.',
      'Before 2025 the thresholds were €500,000 for arrivals and €635,000 for dispatches.',
      'Intrastat is a statistics return on goods only; services are not on it. Revenue collects it under the Intra-Union Trade in Goods Regulations, and its officers can check the figures.',
      'Intrastat is separate from the VIES statement, which lists zero-rated sales to EU businesses whatever their value.',
    ],
    sources: [r13.intrastatRegulations],
    sourceNotes:
      "S.I. No. 396/2024 is the Irish regulation under which Revenue collects the return. The €750,000 thresholds from 2025 on are from a secondary report of Revenue's Intrastat Traders Manual 2025 (VATupdate, 10 January 2025: vatupdate.com/2025/01/10/intrastat-traders-manual-2025-updated-thresholds-and-detailed-reporting-guidelines); we did not find a stored copy of Revenue's own Intrastat page or of the manual stating them, so confirm them on revenue.ie before relying on them. The earlier €500,000 and €635,000 thresholds were stated consistently in older secondary guides.",
    notCovered: 'Whether the €750,000 thresholds were changed for 2026: no official page we found states a 2026 change.',
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'vrt-commercial-vehicles',
    title: 'VRT on vans, lorries and other commercial vehicles (categories B and C)',
    triggers: [
      'vrt on a van',
      'vrt on a truck',
      'vrt on a lorry',
      'vrt on a commercial vehicle',
      'commercial vehicle vrt',
      'category c vrt',
      'category b vrt',
      'vrt on a bus',
      'hgv vrt',
      'truck over 3.5 tonnes',
    ],
    answer:
      'VRT on a commercial vehicle depends on its VRT category. Category C (lorries and other goods vehicles over 3.5 tonnes, and larger passenger vehicles such as buses) pays a flat €200. Category B (most car-derived and jeep-derived vans and other light goods vehicles up to 3.5 tonnes, and motor caravans) pays a percentage of the open market selling price: 13.3%, with a minimum of €125.',
    conditions: [
      'Category C also takes in agricultural tractors and buses with 10 or more seats, driver included.',
      'Revenue puts every vehicle in one of five VRT categories (A, B, C, D and M), linked to its EU type-approval category; cars are category A and pay by CO2 and NOx (see the entry on VRT on a car).',
      'A light goods vehicle (EU N1) with fewer than four seats whose permissible laden weight is more than 130% of its weight in running order can be category C, and so pay €200; certain N1 vehicles with four or more seats are category A and taxed as cars.',
      'Motorcycles are category M, and category D vehicles are a separate category again; ask Revenue which category a converted or unusual vehicle falls in before you buy.',
    ],
    sources: [r13.vrtApplyingTax],
    sourceNotes:
      "Revenue's Applying the tax page (stored copy) sets out the five VRT categories and the category A rates; the flat €200 for category C, the 13.3% (minimum €125) for category B and which vehicles fall in each were read only in secondary pages (SIMI's VRT page, simi.ie/en/motoring-info/vrt, and vrt.ie's page on the VRT categories), which agree. Budget 2025 was reported to add a lower 8% rate for category B vans emitting 120 g/km or less, with secondary sources disagreeing on the start date; we did not find it on an official page, so it is left out.",
    notCovered:
      'The lower 8% category B rate for low-emission vans reported from Budget 2025, which we could not confirm on an official page when we checked on 30 November 2026.',
  },
  {
    ...round,
    area: 'Income tax, USC and PRSI',
    slug: 'business-entertainment',
    title: 'Entertaining clients and customers: not deductible for income tax or corporation tax (staff parties are)',
    triggers: [
      'entertainment',
      'entertainment expenses',
      'business entertainment',
      'client entertainment',
      'entertaining clients',
      'entertaining customers',
      'client lunch',
      'client dinner',
      'corporate hospitality',
      'gifts to clients',
    ],
    answer:
      'The cost of entertaining clients, customers, suppliers or anyone else in connection with your business (meals, drink, accommodation, tickets or any other hospitality) cannot be deducted from your profits for income tax or corporation tax. Entertainment you provide for your own staff, such as a Christmas party, is not business entertainment and can be deducted, unless it is provided alongside entertaining others.',
    conditions: [
      'Gifts to clients and others are treated the same way as entertainment: not deductible.',
      'The rule covers entertainment provided by you, by your staff or by someone acting for you, and money you give staff to spend on entertaining clients; directors and managers of a company count as its staff.',
      'No capital allowances are given on an asset (a boat or a hospitality box, say) to the extent it is used for business entertainment.',
      'The rule applies to sole traders, partnerships, professions and companies, and to an employee claiming expenses of an employment.',
    ],
    sources: [r13.businessEntertainmentSection, r13.businessEntertainmentFirstAct],
    sourceNotes:
      "Section 840 of the Taxes Consolidation Act 1997 was read in Chartered Accountants Ireland's copy of the Act, and the Finance Act 1982 section it carries on on irishstatutebook.ie; Revenue's Note for Guidance on section 840 (read in Chartered Accountants Ireland's copy) gives the Christmas party as its example of staff entertainment and says the rule applies to gifts as to entertainment.",
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'enhanced-reporting-requirements',
    title: 'Enhanced Reporting Requirements (ERR): reporting tax-free payments to staff',
    triggers: [
      'enhanced reporting requirements',
      'enhanced reporting',
      'err',
      'report tax free payments',
      'report expenses to revenue',
      'report small benefits',
      'report travel and subsistence',
      'report mileage payments',
      'reportable benefits',
    ],
    answer:
      'Since 1 January 2024 an employer must report to Revenue, through ROS or payroll software, three kinds of tax-free payment to employees and directors: small benefits, the remote working daily allowance (up to €3.20 a day) and travel and subsistence payments made without deducting tax. Each is reported on or before the day it is paid or given.',
    conditions: [
      'For a small benefit, report the date it was given and its value.',
      'For the remote working daily allowance, report the number of days, the amount paid and the date paid.',
      'For travel and subsistence, report the amount and date paid in each category: travel vouched or unvouched, subsistence vouched or unvouched, site-based employees (including country money), emergency travel and eating on site.',
      'This is on top of the normal payroll submission for pay, which is also made on or before each pay date; keep the records behind each payment as before.',
    ],
    sources: [r13.errFinanceAct],
    sourceNotes:
      "The three reportable benefits and the €3.20 limit are section 897C of the Taxes Consolidation Act 1997, inserted by section 9 of the Finance Act 2022, read in a consolidated copy of the Act (betterregulation.com); the start date of 1 January 2024, the 'on or before the payment date' rule and the details reported for each benefit are from Ibec's update for employers of 2 July 2024 (a secondary page, ibec.ie), as we did not find a stored copy of Revenue's own ERR pages.",
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-property-lettings',
    title: 'VAT on rent and leases: exempt unless the landlord opts to tax the letting',
    triggers: [
      'vat on rent',
      'vat on commercial rent',
      'vat on a lease',
      'vat on rent for a shop',
      'vat on office rent',
      'landlord option to tax',
      'opt to tax the rent',
      'option to tax a letting',
      'letting commercial property vat',
    ],
    answer:
      'Letting property is exempt from VAT, so as a rule no VAT is charged on rent. A landlord of a commercial property can opt to tax a letting, and then charges VAT at the standard rate (23%) on the rent and can reclaim the VAT on buying or developing the property; a tenant in a taxable business can in turn reclaim the VAT on the rent.',
    conditions: [
      'The option is made letting by letting: a landlord can tax one letting and not another.',
      'It cannot be used for a residential letting, or where landlord and tenant are connected and the tenant cannot reclaim at least 90% of the VAT it would be charged.',
      'A landlord who reclaimed VAT on buying or developing a property on the footing that its letting would be taxed is treated as having opted to tax.',
      'Some lettings are taxable regardless, such as rooms in a hotel; a long lease for a lump sum and a nominal rent is generally treated like a sale of the property (see the entry on VAT on property sales).',
    ],
    sources: [r13.vatRatePropertyLettings, r13.vatActSection97],
    sourceNotes:
      "The exemption and the exceptions are Revenue's VAT rates entry for property lettings; the option's conditions are section 97 of the VAT Consolidation Act 2010, read in Revenue's Note for Guidance on the section (Chartered Accountants Ireland's copy, charteredaccountants.ie/taxsourcetotal, VATCA 2010 section 97).",
  },
  {
    ...round,
    area: 'Corporation tax',
    slug: 'company-capital-gains',
    title: "A company's capital gains: corporation tax at an effective 33%, and CGT on development land",
    triggers: [
      'company capital gain',
      "company's capital gain",
      'capital gains for companies',
      'company sells a property',
      'company selling shares',
      'gain in my company',
      'chargeable gains of a company',
      'company development land',
    ],
    answer:
      'A company does not pay capital gains tax on most gains: the gain is worked out under the CGT rules and included in its profits for corporation tax on the CT1 for the accounting period in which it is made. Because the corporation tax rate is lower, the gain is first scaled up so that the tax comes to the same as CGT at 33% would. A gain on development land is the exception: the company pays capital gains tax on it instead.',
    conditions: [
      'The gain goes in the capital gains section of the CT1, and is taxed in the same accounting period as it is made; a development land gain goes in its own section.',
      'A capital loss is set against gains of the same accounting period, and any loss left over is carried forward to later periods. A loss on development land can be set against other gains, but a loss on other assets can reduce only gains that are not on development land.',
      'A non-resident company pays CGT on gains on certain Irish assets, such as land and buildings in Ireland, and assets used for a trade carried on here.',
    ],
    sources: [r13.capitalGainsCompanies, r13.companyGainsSection78],
    sourceNotes:
      "Revenue's Capital gains for companies page gives the treatment; the scaling of the gain to the CGT rate is section 78 of the Taxes Consolidation Act 1997, read in Revenue's Note for Guidance on it (Chartered Accountants Ireland's copy, charteredaccountants.ie/taxsource, TCA 1997 section 78).",
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'bonus-and-extra-pay',
    title: 'Bonuses, arrears and advance holiday pay through payroll',
    triggers: [
      'bonus',
      'bonuses',
      'christmas bonus',
      'performance bonus',
      'pay a bonus',
      'tax on a bonus',
      'arrears of pay',
      'back pay',
      'holiday pay in advance',
      'advance holiday pay',
      'extra payment to an employee',
    ],
    answer:
      "A bonus paid in money is pay: it goes through payroll with income tax, USC and PRSI deducted. If you pay a bonus or arrears on a day outside the regular pay day, work out the tax and USC on the total paid in that week, using that week's tax credits and cut-off points; you cannot use the credits or cut-off points of a future week to cover it.",
    conditions: [
      "Holiday pay paid in advance, so that two or three weeks' pay is paid in one week and none in the weeks after, can use the tax credits and cut-off points of those later weeks, unless the employee is leaving right after the holiday pay.",
      'Pay earned before 1 January but paid on or after it is taxed when paid: deduct tax, USC and PRSI then, using the credits and cut-off points in force at the time of payment.',
      'Report every payment to Revenue on or before the day it is paid, as for regular pay.',
      'For a non-cash reward, such as a voucher, see the entry on the small benefit exemption.',
    ],
    sources: [r13.otherPayments],
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'domestic-employee',
    title: 'Employing a nanny, au pair or other worker in your own home (a domestic employee)',
    triggers: [
      'nanny',
      'au pair',
      'domestic employee',
      'domestic worker',
      'employ a nanny',
      'cleaner in my home',
      'home help',
      'domestic employer',
    ],
    answer:
      'If you hire a childminder, nanny, au pair or other worker to work in your own home, you may be their employer and have to register with Revenue and run payroll. You must register as an employer if you pay them €40 or more a week, or if you have more than one such worker at the same time; an individual with one domestic employee paid under €40 a week need not register.',
    conditions: [
      "First work out whether the worker is your employee or self-employed, using Revenue's five-step framework (Tax and Duty Manual 05-01-30); someone you hire regularly and on an ongoing basis to mind children in your home is generally your employee.",
      'As an employer you deduct income tax, USC and PRSI from their pay and report each payment to Revenue on or before the day you pay it.',
      'Tell Revenue your name and address and that you will pay staff, through MyEnquiries in ROS, before you first pay them.',
    ],
    sources: [r13.childmindersEmployees, r13.registrationOfEmployers],
  },
  {
    ...round,
    area: 'Capital taxes and stamp duty',
    slug: 'winding-up-distributions',
    title: 'Money taken out when a company is wound up: a capital distribution, taxed as CGT on the shares',
    triggers: [
      'wind up my company',
      'winding up a company',
      'liquidate my company',
      'liquidation',
      'close my company',
      'closing down the company',
      'capital distribution',
      'money left in the company when it closes',
      'distribution on liquidation',
    ],
    answer:
      'What a shareholder receives from a company in the course of winding it up (a liquidation distribution, in cash or in assets) is a capital distribution: it is treated for capital gains tax as a disposal of the shares, so the gain over what the shares cost is taxed as CGT, not as income like a dividend.',
    conditions: [
      'Distributions made in a winding-up are outside the income tax charge on dividends; a distribution from a company that is not being wound up is generally taxed as income instead.',
      "The liquidator acts for the company: gains the liquidator makes selling the company's assets are the company's own gains, taxed on the company.",
      "If the company pays out the proceeds of a gain without paying the tax on that gain, Revenue can in some cases assess a shareholder connected with the company for the company's unpaid tax.",
      'CGT reliefs on disposing of a business or its shares may apply; see the entries on retirement relief and revised entrepreneur relief.',
    ],
    sources: [r13.capitalDistributionsSection583],
    sourceNotes:
      "Section 583 of the Taxes Consolidation Act 1997 and Revenue's Notes for Guidance on sections 583 (capital distributions), 570 (the liquidator) and 977 and 614 (recovering a company's unpaid tax from shareholders) were read in Chartered Accountants Ireland's copies (charteredaccountants.ie/taxsource, TCA 1997).",
  },
];
