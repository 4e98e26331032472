// Publications behind the round directed by the eighteenth visitor set's misses (30 November 2026): Revenue and the
// Minister for Finance on the Diesel Rebate Scheme (bulk purchases, the CSO price behind the quarterly rate, operators
// licensed in other Member States and Northern Ireland, claims online since 1 July 2013), Revenue's green, orange and
// red routing of customs declarations and the parts of a goods movement from Britain, the operator licence's four
// requirements and the transport manager's residence and replacement, Driver CPC acquired rights, the first EU CO2
// standard for trucks, employment permits for HGV drivers since April 2017, the National Logistics and Supply Chain
// Skills Group, the records a haulier keeps for mobile workers, and the CSO's road freight surveys of 2015 and 2016.
// Each page was read on the check date in a stored copy; where only a secondary copy could be read, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const ROUND_EIGHTEEN_CHECKED_ON = '2026-11-30';
const CHECKED = ROUND_EIGHTEEN_CHECKED_ON;

export const roundEighteenSources = {
  drsAnswer2019: {
    title:
      'Dáil written answer on the Fuel Rebate Scheme (Minister for Finance, 15 October 2019): the Diesel Rebate Scheme was introduced in 2013; auto-diesel must be bought in the State, in bulk (over 2,000 litres) or with a Revenue-approved fuel card, and used in a qualifying vehicle for business transport; operators licensed in other EU Member States may also claim on diesel bought in the State if they meet the other criteria',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2019-10-15/143/',
    asOf: CHECKED,
    published: '2019-10-15',
  },
  drsRateAnswer2021: {
    title:
      'Dáil written answer on the Diesel Rebate Scheme rates (Minister for Finance, 26 May 2021): the quarterly rebate rate is calculated from an estimate of the quarterly national average purchase price of diesel, based on Central Statistics Office (CSO) data for the first two months of the quarter, using formulae in section 99A of the Finance Act 1999; the rebate is capped at 7.5 cent a litre',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-05-26/101/',
    asOf: CHECKED,
    published: '2021-05-26',
  },
  drsQualify: {
    title:
      'To qualify for the Diesel Rebate Scheme: Irish-licensed hauliers hold a national or international road haulage operator’s licence and a current tax clearance certificate; hauliers licensed in other EU Member States hold a community licence and proof of tax compliance from that State; operators with a UK licence are not eligible since Brexit, except established Northern Ireland operators, who are treated as EU operators; diesel must be bought in the State for qualifying vehicles of 7.5 tonnes or more',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/qualify.aspx',
    asOf: CHECKED,
  },
  drsClaimOnline: {
    title:
      'Claim – Republic of Ireland licence holders: once registered, claims for repayment are submitted online through the Revenue Online Service (ROS), or as an offline file for a large fleet; for bulk purchases the claim gives the supplier, its auto-fuel trader’s licence number, the invoice, delivery date and volume, and the delivery address must be the operator’s own premises or premises under its control',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/claim-roi.aspx',
    asOf: CHECKED,
  },
  drsFaqs: {
    title:
      'Diesel Rebate Scheme – Frequently Asked Questions: provision was made in the Finance Act 2013; the scheme applies to auto-diesel bought on or after 1 July 2013; the repayment varies with the average price of auto-diesel in the repayment period on a sliding scale',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/tax/excise/diesel-rebate-scheme/faqs.html',
    asOf: CHECKED,
    note: 'An archived copy of Revenue’s original FAQ page, read for the start date; the current claims and qualifying pages above give today’s terms.',
  },
  customsRoutingAnswer2021: {
    title:
      'Dáil written answer on customs and excise (Minister for Finance, 3 March 2021): each customs declaration is risk-analysed by Revenue and routed red, orange or green; of 110,690 import declarations lodged in December 2020 about 95% were green routed, 2% orange and 3% red; only green-routed goods are released for free circulation and can leave the port of arrival',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-03-03/190/',
    asOf: CHECKED,
    published: '2021-03-03',
  },
  portsTrafficAnswer2021: {
    title:
      'Dáil written answer on ports traffic (Minister for Finance, 21 January 2021): since 1 January 2021 there were 8,629 vehicle movements from the UK into Dublin Port and 688 into Rosslare Europort; 5,856 (68%) of the Dublin movements and 509 (74%) of the Rosslare movements were green routed and able to leave the port',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2021-01-21/82/',
    asOf: CHECKED,
    published: '2021-01-21',
  },
  revenueCustomsChecksStatement2021: {
    title:
      'Opening statement of the Revenue Commissioner and Director General of Customs, Gerry Harrahill, to the Joint Committee on Transport and Communications Networks (22 January 2021): in a standard import from Great Britain the key customs parts are the export declaration on the UK side, the import declaration and the safety and security declaration on the Irish side, and the Irish pre-boarding notification that lets the truck board the ferry, all depending on accurate and timely data',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/corporate/press-office/speeches/2021/opening-statement-committee-of-public-accounts.aspx',
    asOf: CHECKED,
    published: '2021-01-22',
    note: 'The list of the four parts read in the committee record (KildareStreet’s copy of the same statement, https://www.kildarestreet.com/committees/?gid=2021-01-22a.857).',
  },
  operatorRequirementsAnswer2022: {
    title:
      'Dáil written answer on a haulage operator licence (Minister of State at the Department of Transport, 11 October 2022): to hold a road transport operator licence an entity must comply with four key requirements in Article 3(1) of Regulation (EC) 1071/2009, among them professional competence, met by designating a transport manager who is of good repute, holds a qualification granted by an EU/EEA Member State, resides in the EU/EEA and has a genuine link to the undertaking or a written contract',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2022-10-11a.503',
    asOf: CHECKED,
    published: '2022-10-11',
  },
  transportManagerResidenceAnswer2021: {
    title:
      'Dáil written answer on transport manager CPCs (Minister of State at the Department of Transport, 13 January 2021): every road transport undertaking in Ireland or any other EU Member State must have a nominated transport manager who resides in the EU to manage its transport activities effectively and continuously, holding a Certificate of Professional Competence in road haulage or road passenger transport',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2021-01-13a.470',
    asOf: CHECKED,
    published: '2021-01-13',
  },
  transportManagerReplacement: {
    title:
      'Transport Manager CPC: under Article 4 of Regulation (EC) 1071/2009 the transport manager of an EU operator must be resident in the EU, so a UK-resident transport manager of an Irish licensed operator no longer met the requirement after 31 December 2020; under Article 13(1)(a) the Department of Transport can give up to 6 months for the recruitment of a replacement transport manager where the transport manager no longer satisfies the requirement as to good repute or professional competence',
    publisher: 'ProDrivers (quoting the Department of Transport and Regulation (EC) 1071/2009)',
    url: 'https://www.prodrivers.ie/uk-transport-manager-cpc/',
    asOf: CHECKED,
    note: 'A training firm’s copy of the Department’s notice; the six months are Article 13(1)(a) of the Regulation (EUR-Lex, cited on the entry), whose article text the search did not return.',
  },
  cpcGrandfatherAnswer2015: {
    title:
      'Dáil written answer on Driver CPC (Minister for Transport, Tourism and Sport, 15 December 2015): under regulation 11 of the Driver CPC regulations a professional driver who held a full truck licence (category C among others) issued before 10 September 2009 was automatically entitled to a CPC without the new tests (grandfather rights), but must do 35 hours of periodic training every five years to keep it',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2015-12-15/646/',
    asOf: CHECKED,
    published: '2015-12-15',
  },
  hdvCo2Regulation2019: {
    title:
      'Regulation (EU) 2019/1242 setting CO2 emission performance standards for new heavy-duty vehicles (20 June 2019, in force 14 August 2019): the first EU-wide CO2 standards for trucks, requiring the average CO2 emissions of new lorries to fall by 15% from 2025 and 30% from 2030 against the reference period 1 July 2019 to 30 June 2020; the 2030 and later targets were strengthened by Regulation (EU) 2024/1610',
    publisher: 'EUR-Lex (Official Journal of the European Union)',
    url: 'https://eur-lex.europa.eu/eli/reg/2019/1242/oj',
    asOf: CHECKED,
    published: '2019-06-20',
    note: 'Read in a stored copy of the EUR-Lex consolidated text (its title and dates) and the IEA’s policy summary of the Regulation for the 15% and 30% (https://www.iea.org/policies/8789-regulation-eu-20191242-reducing-co2-emissions-from-heavy-duty-vehicles).',
  },
  hgvPermitsAnswer2019: {
    title:
      'Dáil written answer on work permits (Minister for Business, Enterprise and Innovation, 8 October 2019): from 3 April 2017, after consulting the Department of Transport and the RSA, the Employment Permit Regulations provided for permits, subject to a quota, for HGV drivers holding a valid CE or C1E driving licence; the RSA validates qualifying non-EEA licences before a permit issues',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2019-10-08/173/',
    asOf: CHECKED,
    published: '2019-10-08',
  },
  hgvPermitsQuotaAnswer2019: {
    title:
      'Dáil written answer on the haulage industry (Minister for Business, Enterprise and Innovation, 19 November 2019): in April 2017 HGV drivers were removed from the ineligible occupations list and permits could be granted, subject to a quota of 120, to drivers with a valid CE or C1E licence; 88 had issued by then',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2019-11-19/298/',
    asOf: CHECKED,
    published: '2019-11-19',
  },
  skillsGroupAnswer2021: {
    title:
      'Dáil written answer on the HGV driver shortage (Minister for Transport, 7 December 2021): the Department established the National Logistics and Supply Chain Skills Group in 2019 to promote careers, skills development and sustainable employment in logistics and supply chains; it includes haulage and logistics industry representatives, education and training providers and the relevant Government Departments and agencies, and was asked to recommend actions on the driver shortage',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2021-12-07/175/',
    asOf: CHECKED,
    published: '2021-12-07',
  },
  skillsGroupAnswer2025: {
    title:
      'Dáil written answer on truck driver shortages (Minister of State for International and Road Transport, Logistics, Rail and Ports, 30 September 2025): the Road Haulage Strategy 2022-2031 and its Road Freight Forum are complemented by the Logistics and Supply Chain Skills Group’s Work Programme 2024-2027',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-09-30a.237.r',
    asOf: CHECKED,
    published: '2025-09-30',
  },
  mobileWorkerRecords2015: {
    title:
      'S.I. No. 342/2015, Organisation of Working Time (Non-Application of Certain Provisions to Persons Performing Mobile Road Transport Activities) Regulations 2015: sections 11, 12, 13, 15 and 16 of the Organisation of Working Time Act 1997 do not apply to mobile road transport workers, nor does S.I. 473 of 2001 on the form of records; regulation 5 says the records kept under section 25(1) for them include each employee’s name and address, Personal Public Service (PPS) number and a brief statement of duties, among other particulars',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2015/en/si/0342.html',
    asOf: CHECKED,
    published: '2015-08-04',
  },
  roadFreightSurvey2016: {
    title:
      'Road Freight Transport Survey 2016 (CSO statistical release, 7 September 2017): 98,656 goods vehicles over 2 tonnes unladen in 2016, up 13.3%; 141.7 million tonnes carried (up 20.0%) and 11,564 million tonne-km; vehicles over 10 tonnes unladen were one fifth of the fleet but did 54.3% of laden journeys, 86.7% of tonnes carried and 88.4% of tonne-km',
    publisher: 'Central Statistics Office (CSO)',
    url: 'https://www.cso.ie/en/releasesandpublications/ep/p-rfts/roadfreighttransportsurvey2016/',
    asOf: CHECKED,
    published: '2017-09-07',
  },
  roadFreightSurvey2015: {
    title:
      'Road Freight Transport Survey 2015 (CSO statistical release, 29 July 2016): 118.1 million tonnes carried and 9.8 billion tonne-km; vehicles used for hire or reward did 7.5 billion tonne-km (down 1.4%) and own-account operators 2.3 billion tonne-km (up 8.3%); transport companies carried 67.0 million tonnes and all other businesses 51.1 million tonnes',
    publisher: 'Central Statistics Office (CSO)',
    url: 'https://www.cso.ie/en/releasesandpublications/ep/p-rfts/roadfreighttransportsurvey2015/',
    asOf: CHECKED,
    published: '2016-07-29',
  },
  postalServicesDebate2021: {
    title:
      'Postal Services, Topical Issue debate, Dáil Éireann (28 September 2021): gifts and online purchases posted to Ireland from outside the EU, Australia among them, were being returned to sender after Brexit and the EU’s new rules on electronic data and customs codes, because the barcode on the parcel did not carry the data it was obliged to carry',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2021-09-28/32/',
    asOf: CHECKED,
    published: '2021-09-28',
  },
  anPostReturnToSender: {
    title:
      'Return to sender: items from outside the EU are returned when they are prohibited or restricted, when the sender’s electronic customs declaration is incomplete (it must give a valid HS/TARIC code, a description, the country of origin, the value, postage, insurance and freight paid, the sender’s and addressee’s names and addresses and the weight), or when customs charges are not paid by the pay-by date or are refused; An Post cannot amend the declaration',
    publisher: 'An Post',
    url: 'https://anpost.com/Post-Parcels/Receiving/Customs-Information/Return-to-sender',
    asOf: CHECKED,
    note: 'The designated postal operator’s own customs page, read beside the Dáil debate; its 6 October 2021 customs message says the same.',
  },
  anPostChairDesignate2021: {
    title:
      'Joint Committee on Transport, Tourism and Sport, An Post chairperson designate (24 November 2021): the new customs rules for items from non-EU countries, the UK now among them, have applied in Ireland since July 2021; about 90% of parcels get through because large online retailers know the rules, while small senders often do not add the electronic data and their parcels fail to arrive',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/committees/?gid=2021-11-24a.1413',
    asOf: CHECKED,
    published: '2021-11-24',
  },
} satisfies Record<string, KnowledgeSource>;
