// Topics on Revenue's own topic lists that an owner meets at work or at home
// and that had no entry: long service awards, paying a new hire's removal
// costs, tax-free shopping for visitors from outside the EU, employee share
// options and share schemes, ordinary residence, bringing drink and cigarettes
// home from another EU country, carrying cash through customs, VAT on
// business gifts, tax after a death, green diesel, scholarships, buying online
// from outside the EU and VAT on solar panels for a home. Each entry was
// written on 29 November 2026 from the official page it cites, read in a
// stored copy, in our own words.
import { BREADTH_ELEVEN_CHECKED_ON, breadthElevenSources as r11 } from '../sources-breadth-eleven.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: BREADTH_ELEVEN_CHECKED_ON } as const;

const SHARE_OPTIONS_PAYROLL =
  'Gains on share options exercised, assigned or released on or after 1 January 2024 are taxed through the employer’s payroll, not by the employee under self-assessment.';

const SOLAR_ZERO_RATE =
  'Since 1 May 2023 the supply and installation of solar panels on or beside a private dwelling is zero-rated for VAT, when the same business supplies and installs them under one contract.';

export const breadthElevenEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'long-service-awards',
    title: 'Long service awards, staff suggestion awards and performance awards: which are tax-free',
    triggers: [
      'long service award',
      'long service awards',
      'long service',
      'years of service',
      '20 years service',
      'gold watch',
      'staff suggestion scheme',
      'suggestion award',
      'performance award',
      'exceptional performance award',
    ],
    answer:
      'A long service award is not a taxable benefit if it marks at least 20 years’ service, is a tangible item (not cash, vouchers or bonds), costs the employer €50 or less for each year of service (so up to €1,000 for 20 years) and the employee has had no similar award in the last five years.',
    conditions: [
      'If any of those conditions is not met, the value of the award is taxed as pay through payroll.',
      'Awards under a staff suggestion scheme and exceptional performance awards are taxable benefits in kind, unless they fit within the Small Benefit Exemption.',
      'A taxable award the employer wants the employee to receive without deductions must be grossed up.',
    ],
    sources: [r11.serviceAwards],
    sourceNotes:
      'Two stored copies of the page differ only in wording; the newer one adds that a taxable award can instead be given tax-free within the Small Benefit Exemption, which we follow. The €1,000 for 20 years is our arithmetic from the €50 a year.',
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'removal-relocation-expenses',
    title: 'Paying an employee’s removal and relocation costs tax-free (moving house for the job)',
    triggers: [
      'relocation',
      'relocation expenses',
      'relocation package',
      'removal expenses',
      'moving house for work',
      'move for the job',
      'relocate',
      'relocating an employee',
      'new hire moving',
      'moving costs',
      'temporary accommodation',
    ],
    answer:
      'An employer can repay an employee’s removal and relocation costs tax-free when moving house is necessary to take up the job or to move to a new work location, the costs are actual and reasonable, and the payments are properly controlled.',
    conditions: [
      'Only costs that result directly from the move qualify: auctioneer’s and solicitor’s fees and stamp duty from moving house, removal, storage and insurance of furniture, cleaning stored furniture and travel on removal.',
      'A temporary subsistence allowance can be paid for at most ten nights while the employee looks for a home, at no more than Civil Service rates and without receipts; or rent for temporary accommodation for at most three months, with receipts, but not both at the same time.',
      'Not tax-free: any part of the cost of buying or building a house, bridging loan interest, or loans to buy or build one. Disturbance money is taxed as salary.',
      'Only actual costs at the time of the move can be repaid tax-free, and the records must be kept.',
    ],
    sources: [r11.removalExpenses],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'retail-export-scheme',
    title: 'Tax-free shopping for tourists from outside the EU (the Retail Export Scheme)',
    triggers: [
      'retail export scheme',
      'tax free shopping',
      'tourist vat refund',
      'vat refund for tourists',
      'american tourist',
      'tourists from outside the eu',
      'non eu visitor',
      'export voucher',
      'refund agent',
      'vat back for tourists',
    ],
    answer:
      'Under the Retail Export Scheme a tourist or traveller who lives outside the EU can get back the VAT on goods bought here, if the goods leave the EU within three months of purchase; the shop needs proof of purchase and proof of export. Northern Ireland residents cannot use it.',
    conditions: [
      'A retailer can run the scheme itself (charge VAT, issue an export voucher, return the VAT as normal, then refund the VAT and take a credit in the VAT return once export is proven) or use a VAT refund agent.',
      'The retailer keeps proof that the buyer is a tourist or traveller: arrival and intended departure dates, passport number, permanent address outside the EU and the buyer’s written declaration of not being resident in the EU or Northern Ireland.',
      'For each sale the retailer keeps a copy of the export voucher, the buyer’s name and address, the date, a description of the goods, and the amount and the VAT; blank scheme documents must never be handed out.',
      'A refund agent must pay the refund within 25 working days of receiving what it needs to process the claim.',
      'Tourists ask the retailer or refund agent about their refund; Revenue does not pay refunds under the scheme.',
    ],
    sources: [r11.retailExportOverview, r11.retailExportRetailers, r11.retailExportAgents],
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'unapproved-share-options',
    title: 'Share options for employees: tax through payroll on the gain (unapproved share options)',
    triggers: [
      'share options',
      'share option',
      'stock options',
      'exercise my options',
      'exercising share options',
      'unapproved share options',
      'rtso',
      'relevant tax on share options',
      'options in my company',
      'give staff options',
    ],
    answer:
      'When an employee or director exercises, assigns or releases a share option, the employer deducts the tax on the gain through payroll, as for pay. The gain is the market value of the shares at exercise less the price paid for them (and for the option).',
    conditions: [
      SHARE_OPTIONS_PAYROLL,
      'No tax arises when a short option (one that must be exercised within seven years) is granted. A long option (exercisable more than seven years after grant) is taxed at grant if the option price is below the market value, and that tax is credited against the tax at exercise.',
      'Employer PRSI is not due on share option gains, subject to conditions.',
      'Before 2024 the employee paid Relevant Tax on Share Options (RTSO) within 30 days of exercise and filed a return; that still applies to options exercised before 1 January 2024.',
      'KEEP share options in a qualifying SME have their own, more favourable rules.',
    ],
    sources: [r11.unapprovedOptionsEmployer, r11.unapprovedOptionsRtso],
    dates: [
      {
        on: '2024-01-01',
        kind: 'starts',
        measure: 'employers deducting tax on share option gains through payroll',
        said: SHARE_OPTIONS_PAYROLL,
        source: r11.unapprovedOptionsEmployer,
      },
    ],
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'approved-share-schemes',
    title: 'Approved Profit Sharing Schemes and SAYE share options: tax-free shares for staff (€12,700 a year)',
    triggers: [
      'approved profit sharing scheme',
      'profit sharing scheme',
      'apss',
      'saye',
      'free shares',
      'shares for employees',
      'shares instead of bonus',
      'bonus in shares',
      'employee share scheme',
    ],
    answer:
      'Under a Revenue-approved profit sharing scheme an employer can give an employee up to €12,700 of shares a year free of income tax, if the shares are held in the scheme’s trust for three years.',
    conditions: [
      'The Universal Social Charge and PRSI are still due on the value of the shares.',
      'If the shares are sold or transferred out of the trust before three years, income tax is due on the lower of their original value and their value at that date.',
      'An employer may let employees use their annual bonus to buy shares under the approved scheme.',
      'Under an approved savings-related share option scheme (SAYE) the employee saves €12 to €500 a month and the gain on exercising the linked share options is exempt from income tax, provided they are not exercised within three years of being granted.',
      'Free shares given outside an approved scheme are normally taxable.',
    ],
    sources: [r11.approvedShareSchemes],
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'restricted-shares',
    title: 'Restricted shares (clog schemes): 10% to 60% off the taxable value',
    triggers: [
      'restricted shares',
      'restricted share',
      'clog scheme',
      'clog period',
      'shares i cannot sell',
      'shares with a restriction',
      'lock up period',
      'shares locked',
    ],
    answer:
      'If an employer awards shares the employee may not sell for a fixed period of at least one year, the value taxed at award (market value less any price paid) is reduced by 10% for each year of restriction (30% for a three-year restriction), up to 50% for five years and 60% for more than five years.',
    conditions: [
      'The tax is due when the shares are acquired; the employer deducts it through payroll.',
      'During the restriction the shares cannot be sold, transferred, pledged or used as a guarantee for a loan, except in limited cases such as death or a company reorganisation.',
      'If the restriction is shortened or lifted early, the tax paid at award is adjusted to the period the restriction actually lasted.',
    ],
    sources: [r11.restrictedShares],
  },
  {
    ...round,
    area: 'Income tax, USC and PRSI',
    slug: 'ordinary-residence',
    title: 'Ordinary residence: after three years resident in Ireland, and for three years after leaving',
    triggers: [
      'ordinarily resident',
      'ordinary residence',
      'ordinary resident',
      'still resident after leaving',
      'three years after leaving',
      'left ireland three years',
      'tax status after emigrating',
    ],
    answer:
      'You become ordinarily resident in Ireland from the start of the fourth tax year after being tax resident for three tax years in a row; once ordinarily resident, you stay so for three tax years in a row after you leave.',
    conditions: [
      'Ordinary residence is separate from residence in a year (the 183-day and 280-day tests): a person can be not resident in a year but still ordinarily resident.',
    ],
    notCovered:
      'What ordinary residence changes for each tax (for example capital gains tax on assets abroad, or the remittance basis) and domicile are not stated on the page read, so they are left out.',
    sources: [r11.ordinaryResidence],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'alcohol-tobacco-from-eu',
    title: 'Bringing alcohol and cigarettes home from another EU country: the personal use guide levels',
    triggers: [
      'bringing alcohol from spain',
      'bringing wine from france',
      'cigarettes from abroad',
      'how many cigarettes can i bring',
      'how much wine can i bring',
      'how much alcohol can i bring',
      'booze cruise',
      'duty paid goods',
      'guide levels',
      'personal use limits',
      'alcohol from the eu',
      'tobacco from the eu',
    ],
    answer:
      'Alcohol and tobacco bought duty-paid in another EU country can come into Ireland without further duty if they are for your own use; as a guide, up to 800 cigarettes, 400 cigarillos, 200 cigars, 1kg of tobacco, 10 litres of spirits, 20 litres of drinks up to 22% (port, sherry), 90 litres of wine (at most 60 sparkling) and 110 litres of beer are treated as personal use.',
    conditions: [
      'You must be 17 or older, keep the receipts, carry the goods yourself, and not intend to sell them.',
      'Other goods already taxed in another EU country carry no further duty or tax here; the exceptions are alcohol, tobacco and mineral oil.',
      'Coming from outside the EU the much lower duty-free allowances apply instead.',
    ],
    sources: [r11.travelWithinEu],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'cash-declaration-customs',
    title: 'Carrying €10,000 or more in cash into or out of the EU: declare it to customs',
    triggers: [
      'carrying cash',
      'cash through customs',
      'declare cash',
      'cash declaration',
      'travelling with cash',
      '10,000 in cash',
      'cash at the airport',
      'sending cash abroad',
      'cash controls',
    ],
    answer:
      'Anyone entering or leaving the EU through an Irish port or airport with cash worth €10,000 or more must declare it in writing to customs; customs can question travellers, search baggage, and seize and detain undeclared cash of €10,000 or more.',
    conditions: [
      'Cash includes banknotes and coins and bearer instruments such as travellers’ cheques and cheques or money orders in bearer form.',
      'Travellers to or from the Isle of Man or the Channel Islands with €10,000 or more must also declare it.',
      'For €10,000 or more sent by post, freight or courier, customs can ask the sender or recipient for a cash disclosure declaration within 30 days and check the consignment.',
    ],
    sources: [r11.cashControls, r11.unaccompaniedCash, r11.customsActCash],
    sourceNotes:
      'The Revenue leaflet and section 42 of the Customs Act 2015 as enacted name the 2005 EU regulation on cash controls; the unaccompanied cash page reflects the later rules. All three give the same €10,000 limit.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-business-gifts-samples',
    title: 'VAT on business gifts to customers (€20 limit), free samples and replacement goods',
    triggers: [
      'business gifts',
      'gifts to customers',
      'gifts to clients',
      'christmas gifts for clients',
      'corporate gifts',
      'free samples',
      'samples',
      'giveaways',
      'promotional items',
      'advertising goods',
      'replacement under warranty',
    ],
    answer:
      'Goods your business gives away as gifts are liable to VAT, unless each gift costs you €20 or less excluding VAT; above €20 you account for VAT on the full cost of the gift, at the rate for those goods.',
    conditions: [
      'Advertising goods and industrial samples given free to customers in reasonable quantities carry no VAT, even above €20, if they are in a form not ordinarily sold to the public.',
      'Replacement goods supplied free under a warranty or guarantee carry no VAT.',
      'The €20 limit does not apply to a series of gifts to the same person.',
    ],
    sources: [r11.vatGifts],
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'tax-after-a-death',
    title: 'Tax after a death: what the executor (personal representative) must do',
    triggers: [
      'executor',
      'personal representative',
      'administrator of the estate',
      'estate of my father',
      'estate of my mother',
      'after a death',
      'someone died',
      'my father died',
      'my mother died',
      'tax of a deceased person',
      'winding up an estate',
    ],
    answer:
      'The personal representative (executor or administrator) must tell Revenue of the death and their own name and address as soon as possible, settle the deceased’s tax up to the date of death (paying what is owed or claiming a refund from the estate), and make sure tax is paid on income and gains arising while the estate is administered.',
    conditions: [
      'A personal representative who distributes the estate without paying tax due may have to pay it personally; one who fails to claim a refund due may have to make it good to the estate.',
      'For a self-employed person, their agent can file any outstanding returns; with no agent, the representative files paper returns. For an employee, the employer notifies Revenue of the final pay and any refund becomes part of the estate.',
      'Revenue can be told by phone, in writing or through MyEnquiries, by the representative or their solicitor.',
    ],
    sources: [r11.personalRepresentative],
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'marked-gas-oil',
    title: 'Green diesel (marked gas oil) and marked kerosene: never in a road vehicle',
    triggers: [
      'green diesel',
      'marked gas oil',
      'agri diesel',
      'marked kerosene',
      'green diesel in a car',
      'green diesel in a van',
      'fuel laundering',
      'rebated fuel',
    ],
    answer:
      'Marked gas oil (green diesel) and marked kerosene carry reduced tax rates and are dyed, green and red, to tell them from road diesel; using either in a road vehicle is illegal, the vehicle can be seized and the owner and driver prosecuted.',
    conditions: ['Revenue officers test vehicles for the marker.'],
    notCovered: 'The uses for which marked gas oil is allowed and its tax rates are not stated on the page read, so they are left out.',
    sources: [r11.fuelMarker],
  },
  {
    ...round,
    area: 'Personal credits and reliefs',
    slug: 'scholarship-income-exemption',
    title: 'Scholarships and bursaries for a student in full-time education: exempt from income tax',
    triggers: [
      'scholarship',
      'scholarships',
      'bursary',
      'bursaries',
      'sports scholarship',
      'college scholarship',
      'tax on a scholarship',
      'employer scholarship for my child',
    ],
    answer:
      'Income from a scholarship, bursary or exhibition held by someone in full-time education at a university, college, school or other educational establishment is exempt from income tax and left out of their income.',
    conditions: [
      'The exemption belongs only to the student who holds the scholarship.',
      'A scholarship an employer (or someone connected with it) provides for its employees, directors or their families is exempt only if, in that year, no more than 25% of the payments from the fund or scheme go to such people; otherwise it can be a benefit in kind of the parent.',
    ],
    sources: [r11.scholarships],
    sourceNotes:
      'Section 193 was read in a consolidated copy on Chartered Accountants Ireland’s TaxSource site, cited here by its irishstatutebook.ie address; Revenue’s manual on the exemption (Part 07-01-26) was not read.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'buying-online-outside-eu',
    title: 'Buying online from outside the EU: VAT on every parcel, customs duty over €150',
    triggers: [
      'buying online from the uk',
      'ordering from the uk',
      'buying from china',
      'parcel from outside the eu',
      'charges on a parcel',
      'customs charges',
      'import charges',
      'vat on a parcel',
      'an post charges',
      'online shopping from abroad',
    ],
    answer:
      'Since 1 July 2021 import VAT is due on all goods bought from outside the EU, including Great Britain, whatever their value; customs duty is also due when the goods (excluding transport, insurance and handling) are worth more than €150 for the whole consignment.',
    conditions: [
      'Alcohol and tobacco also carry excise duty.',
      'Customs duty is worked out on the cost of the goods plus transport, insurance and handling to the EU, at the rate for the goods in the TARIC tariff.',
      'Carriers add their own handling charge for customs clearance; it is collected with the duty and tax but is not a Revenue charge, so disputes go to the carrier.',
      'The buyer is responsible for an accurate customs declaration; giving a false value on the customs declaration is against the law.',
      'Goods bought from another EU country carry no customs duty, but alcohol from another EU country needs Irish VAT and excise duty paid before it can be released.',
    ],
    sources: [r11.buyingOnlineOverview, r11.buyingOnlineOutsideEu, r11.buyingOnlineFromEu],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-solar-panels-homes',
    title: 'VAT on solar panels for a home: the zero rate when supplied and installed together',
    triggers: [
      'vat on solar panels',
      'solar panels vat',
      'vat on solar pv',
      'installing solar panels',
      'solar panel installer',
      'zero rate solar',
      'photovoltaic',
    ],
    answer: SOLAR_ZERO_RATE,
    conditions: [
      'Panels supplied on their own, not under a supply-and-install contract, carry the standard rate (23%).',
      'Solar panels on buildings that are not private dwellings may be charged at 13.5% under the two-thirds rule for construction contracts; the zero rate was extended to schools from 1 January 2024.',
    ],
    sources: [r11.solarPanels, r11.solarResolution, r11.solarSchools],
    dates: [
      {
        on: '2023-05-01',
        kind: 'starts',
        measure: 'the zero rate of VAT on supplying and installing solar panels on private dwellings',
        said: SOLAR_ZERO_RATE,
        source: r11.solarResolution,
      },
    ],
  },
];
