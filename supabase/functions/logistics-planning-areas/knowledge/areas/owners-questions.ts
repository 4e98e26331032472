// Topics an owner meets in an ordinary month that the knowledge lacked: the direct ferry from Rosslare to Dunkirk,
// the UK Internal Market Scheme for goods brought from Great Britain into Northern Ireland, Revenue's civil service
// subsistence and mileage rules, SEAI's home charger grant, motor tax on small electric goods vehicles, dash cams and
// personal data breaches under data protection law, and Met Éireann's weather warnings. Added in the tenth round
// from the official pages (knowledge/sources-owners-questions.ts).
import { ownersQuestionSources as o } from '../sources-owners-questions.ts';
import type { KnowledgeEntry } from '../types.ts';

export const ownersQuestionEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'rosslare-dunkirk-direct-ferry',
    area: 'market_lane',
    title: 'The direct freight ferry from Rosslare to Dunkirk',
    keywords: [
      'Dunkirk',
      'Dunkerque',
      'Rosslare Dunkirk',
      'DFDS',
      'direct ferry',
      'direct route to France',
      'bypass the landbridge',
      'avoid the UK',
      'crossing time',
      'sailing time',
      'accompanied trucks',
      'driver cabins',
    ],
    takeaway:
      'DFDS runs a direct freight ferry between Rosslare Europort and Dunkirk in northern France, opened on 2 January 2021; the crossing takes about 24 hours (22 to 24), and the route avoids the UK landbridge and its customs formalities.',
    guidance: [
      'At launch DFDS deployed three combined freight and passenger ferries on the route, each taking up to 125 trucks with their drivers in single cabins, with six departures a week in each direction.',
      'The 24-hour crossing is slower than the landbridge through Britain but removes EU–UK border checks and their unpredictable delays, which helps time-sensitive loads.',
      'Drivers land rested after the crossing, DFDS says, and can reach many major destinations within the legal driving limit; Dunkirk is about 15 km from the Belgian border, close to the motorways to Belgium, the Netherlands and Germany.',
      'The route carries both accompanied trucks and unaccompanied trailers; check the current timetable and capacity with DFDS before building a regular service on it.',
    ],
    options: [
      {
        option: 'Send accompanied loads direct to Dunkirk',
        chooseWhen: 'the load is bound for Belgium, the Netherlands or Germany and a day at sea can serve as the driver’s rest.',
      },
      {
        option: 'Ship unaccompanied trailers and collect them in Dunkirk',
        chooseWhen: 'you have a partner on the continent to pull the trailer onward and want the driver home.',
      },
      {
        option: 'Keep the landbridge for the fastest loads',
        chooseWhen: 'transit time matters more than avoiding UK customs and the paperwork is in order.',
      },
    ],
    next30: [
      'Ask DFDS for the current Rosslare–Dunkirk timetable, freight rates and booking lead time.',
      'Compare the total door-to-door time and cost of one regular lane by Dunkirk, Cherbourg and the landbridge.',
    ],
    next90: [
      'Plan drivers’ rest around the crossing so they leave Dunkirk with full hours.',
      'Agree with customers which lanes move to the direct route and the delivery windows that follow.',
    ],
    sources: [o.dfdsRosslareDunkirk, o.irishTimesDunkirk, o.afloatArkDania],
  },
  {
    slug: 'gb-to-ni-uk-internal-market-scheme',
    area: 'market_lane',
    title: 'Moving goods from Great Britain into Northern Ireland: the UK Internal Market Scheme and ‘not at risk’ goods',
    keywords: [
      'UK Internal Market Scheme',
      'UKIMS',
      'not at risk',
      'at risk goods',
      'green lane',
      'red lane',
      'GB to NI',
      'Great Britain to Northern Ireland',
      'Windsor Framework',
      'Trader Support Service',
      'simplified dataset',
    ],
    takeaway:
      'A business moving goods from Great Britain into Northern Ireland must be authorised under the UK Internal Market Scheme (UKIMS) to declare them ‘not at risk’ of moving on to the EU, which lets them move with a simplified dataset (the ‘green lane’) and, from free circulation in Great Britain, without duty.',
    guidance: [
      'Goods can be declared ‘not at risk’ when they enter Northern Ireland for sale to, or final use by, end consumers in the UK; goods ‘at risk’ of moving into the EU pay the EU rate of duty and go through the full process.',
      '‘Not at risk’ goods pay no duty when they enter Northern Ireland from free circulation in Great Britain, and pay UK duty when they come from outside the UK and EU or were not in free circulation in Great Britain.',
      'To apply, the business must be established in the UK and meet HMRC’s compliance and records requirements; authorisation is an online application to HMRC.',
      'Authorised movements need only Internal Market Movement Information, a simplified dataset based on commercial information, instead of a full declaration.',
      'The Trader Support Service helps traders with the authorisation and the movements; as the haulier, ask the customer for their UKIMS authorisation before the load is booked.',
    ],
    options: [
      {
        option: 'Move the goods under the customer’s UKIMS authorisation',
        chooseWhen: 'the customer is established in the UK, authorised, and the goods are for consumers in the UK.',
      },
      {
        option: 'Treat the load as ‘at risk’ with a full declaration',
        chooseWhen: 'the goods may go on into Ireland or the EU, or the trader is not authorised.',
      },
    ],
    next30: [
      'Ask each customer sending goods from Great Britain to Northern Ireland whether they hold UKIMS authorisation.',
      'Find out which party lodges the movement information for each regular flow, the trader or an intermediary.',
    ],
    next90: [
      'Write the ‘not at risk’ or ‘at risk’ status into every GB-to-NI booking.',
      'Point customers without authorisation to the Trader Support Service.',
    ],
    sources: [o.ukimsAuthorisation],
  },
  {
    slug: 'subsistence-overnight-rates',
    area: 'cost_unit_economics',
    title: 'Paying drivers tax-free subsistence at the civil service rates: distance, nights and reduced rates',
    keywords: [
      'subsistence',
      'overnight allowance',
      'overnight rate',
      'day allowance',
      'civil service rates',
      'civil service subsistence',
      'staying over',
      'reduced rate',
      'detention rate',
      'long assignment',
    ],
    takeaway:
      'Revenue lets an employer pay subsistence tax-free at up to the civil service rates; the overnight allowance applies only where the night is spent at least 100 km from where the employee lives and from their normal workplace, at the normal rate for the first 14 nights in one place, then a reduced rate and then a detention rate.',
    guidance: [
      'In one place, the normal overnight rate covers up to 14 nights, the reduced rate the next 14 nights and the detention rate each of the next 28 nights; for an absence of more than 56 nights an application must be made to Revenue.',
      'Each location stands on its own: the reduced rate starts after more than 14 consecutive nights in any one place, and the detention rate applies between 28 and 56 consecutive nights there.',
      'An overnight allowance covers an absence of up to 24 hours from departure; day allowances are paid for absences of 5 to 10 hours and of 10 hours or more.',
      'Revenue’s guidance settles only the tax treatment: whether an employee is entitled to subsistence at all is a matter for the employer.',
      'The euro amounts are revised from time to time: use the current figures on Revenue’s civil service rates page.',
    ],
    options: [
      {
        option: 'Pay the civil service rates, stepping down with the nights',
        chooseWhen: 'drivers stay more than 100 km away on a long job and you want the payment tax-free.',
      },
      {
        option: 'Book and pay the accommodation directly',
        chooseWhen: 'the job is too close for the overnight allowance or you would rather control the hotel cost.',
      },
    ],
    next30: [
      'Check each overnight job’s distance from the driver’s home and depot before paying the overnight rate.',
      'Track consecutive nights per location so the reduced and detention rates start on time.',
    ],
    next90: [
      'Write the rates, distance test and night bands into your expenses policy.',
      'Ask Revenue in advance about any assignment expected to run past 56 nights.',
    ],
    sources: [o.revenueCivilServiceRates, o.dailSubsistenceAssignment],
  },
  {
    slug: 'civil-service-mileage-rates',
    area: 'cost_unit_economics',
    title: 'Paying mileage for an employee’s own car at the civil service rates, electric cars included',
    keywords: [
      'mileage',
      'mileage rates',
      'mileage allowance',
      'civil service mileage',
      'motor travel rates',
      'kilometric allowance',
      'own car',
      'private car on business',
      'engine size',
      'engine capacity',
      'electric car mileage',
      'per kilometre',
    ],
    takeaway:
      'An employer can reimburse an employee who uses their own car on business at up to the civil service motor travel rates that Revenue publishes, set per kilometre by engine capacity and annual distance band; for an electric car, Revenue says to use the rates for engines of 1,201cc to 1,500cc.',
    guidance: [
      'The rates come in three engine classes, up to 1,200cc, 1,201cc to 1,500cc and 1,501cc and over, and four distance bands for business kilometres in the calendar year: up to 1,500 km, 1,501 to 5,500 km, 5,501 to 25,000 km and 25,001 km and over.',
      'Mileage claims for journeys in electric vehicles use the 1,201cc–1,500cc column, since an electric car has no engine capacity.',
      'Kilometres build up over the calendar year, so an employee moves to the next band once the year’s business kilometres pass its threshold.',
      'Lower reduced rates apply to journeys linked to the job but not part of its duties, such as travel to courses, conferences or promotion competitions.',
      'Use the current cent-per-kilometre figures on Revenue’s civil service rates page; they change when the rates are reviewed.',
    ],
    options: [
      {
        option: 'Reimburse at the civil service rates',
        chooseWhen: 'staff use their own cars now and again and you want a simple per-kilometre payment, not receipts for each cost.',
      },
      {
        option: 'Provide a pool or company vehicle',
        chooseWhen: 'business kilometres are high and regular enough that a fleet vehicle costs less.',
      },
    ],
    next30: [
      'Record each employee’s business kilometres for the year so the right band is paid.',
      'Note the engine capacity, or that the car is electric, for every car used on business.',
    ],
    next90: [
      'Write the mileage rules and the band for electric cars into your expenses policy.',
      'Compare a year of mileage claims with the cost of a pool car.',
    ],
    sources: [o.revenueCivilServiceRates],
  },
  {
    slug: 'ev-home-charger-grant',
    area: 'fleet_decarbonisation',
    title: 'SEAI’s grant towards an electric vehicle charger at home',
    keywords: [
      'home charger grant',
      'home charging grant',
      'charger at home',
      'charge point at home',
      'EV home charger',
      'wallbox',
      'smart charger',
      'Smart Charger Register',
      'Safe Electric',
      'Registered Electrical Contractor',
      'MPRN',
    ],
    takeaway:
      'SEAI’s Electric Vehicle Home Charger Grant pays up to €300 towards buying and installing a home charger, provided the installer is a Safe Electric Registered Electrical Contractor and the unit is a smart charger on SEAI’s Smart Charger Register.',
    guidance: [
      'The grant is open to homeowners whether or not they own an electric vehicle, and the charger can also serve visitors or rented accommodation.',
      'The vehicle must park off-street at the home and the charger must be connected back to the home; the electricity meter number (MPRN) confirms the address, and a property that already had a home charger grant, or a free ESB ecars charger before 2018, cannot apply.',
      'Installation may not start before the date on SEAI’s Letter of Offer, and the installation must be finished and the payment request returned, with the electrician’s certificate, test record, photo and invoice, within 6 months of that letter.',
      'The scheme is funded by Zero Emission Vehicles Ireland in the Department of Transport and run by SEAI.',
    ],
    options: [
      {
        option: 'Have drivers apply for the grant at their own homes',
        chooseWhen: 'drivers go home in electric vans, own the house and have off-street parking.',
      },
      {
        option: 'Charge at the depot instead',
        chooseWhen: 'drivers rent, park on the street or change often, so a home charger would not stay in use.',
      },
    ],
    next30: [
      'List which drivers go home in vans and have off-street parking for a charger.',
      'Check that the chargers you would fit are on SEAI’s Smart Charger Register.',
    ],
    next90: [
      'Agree how home charging is paid for and recorded before chargers go in.',
      'Book Safe Electric registered contractors only after each Letter of Offer arrives.',
    ],
    sources: [o.seaiHomeCharger],
  },
  {
    slug: 'electric-goods-vehicle-motor-tax',
    area: 'cost_unit_economics',
    title: 'Motor tax on small electric goods vehicles',
    keywords: [
      'electric van motor tax',
      'motor tax on electric vans',
      'electric goods vehicle',
      'electrical goods vehicle',
      'road tax electric van',
      'EV motor tax',
      'small electric van',
      'unladen weight',
    ],
    takeaway:
      'A goods vehicle powered by electricity and weighing no more than 1,500 kg unladen pays motor tax of €92 a year, against €333 for a diesel or petrol goods vehicle of up to 3,000 kg unladen.',
    guidance: [
      'Goods vehicles are taxed by unladen weight: €333 a year up to 3,000 kg, €420 for 3,001–4,000 kg and €500 for 4,001–5,000 kg, with half-year and quarterly payments at 55.5% and 28.25% of the annual rate.',
      'The electrical rate of €92 is published only as an annual amount, with no half-year or quarterly rate.',
      'The goods rate applies to a vehicle of 3,500 kg design gross weight or less only when the owner has a business or trade registered with Revenue, or an employee uses it solely in the employer’s business with a letter from the employer.',
    ],
    options: [
      {
        option: 'Buy small electric vans for light urban deliveries',
        chooseWhen: 'the payload fits a van of 1,500 kg unladen or less and the lower tax adds to fuel savings.',
      },
      {
        option: 'Budget the ordinary goods rate for larger electric vans',
        chooseWhen: 'the van weighs over 1,500 kg unladen, as most larger battery vans do.',
      },
    ],
    next30: [
      'Check the unladen weight on the registration papers of each electric van you run or plan to buy.',
      'Add the motor tax difference to your cost comparison of electric and diesel vans.',
    ],
    next90: [
      'Renew motor tax annually on electric vans, as no shorter period is offered.',
      'Review the van mix once a year against weight, range and tax.',
    ],
    sources: [o.kildareGoodsMotorTax, o.leitrimGoodsMotorTax],
  },
  {
    slug: 'dash-cams-data-protection',
    area: 'technology_data',
    title: 'Dash cams in company vehicles: what the Data Protection Commission expects',
    keywords: [
      'dash cam',
      'dash cams',
      'dashcam',
      'dashcams',
      'vehicle camera',
      'in-cab camera',
      'camera footage',
      'CCTV in vans',
      'sign or sticker',
      'policy sheet',
      'footage retention',
      'Data Protection Commission',
    ],
    takeaway:
      'Dash cam footage of identifiable people is personal data, so the Data Protection Commission expects a business using dash cams to display a clearly visible sign or sticker on or in the vehicle and to keep a policy sheet saying who records, on what basis, for what purposes and for how long.',
    guidance: [
      'Give a copy of the policy sheet, or the same details by word of mouth, to anyone who asks about the camera, and let the other party know after an accident that you have footage of it.',
      'Hold footage only as long as its purpose needs: footage of an accident can be kept for a claim or investigation, the rest should be deleted routinely.',
      'Store footage securely, limit who can see it, and give people access to footage of themselves when they ask for it.',
      'A business recording people or number plates on the road is a data controller, bound by the GDPR and the Data Protection Act 2018, so name every purpose of the recording in the policy sheet before recording starts.',
      'Where an insurer requires a dash cam for a discount, it may be a joint controller of the footage, and an arrangement setting out each side’s responsibilities should be in place.',
    ],
    options: [
      {
        option: 'Forward-facing cameras for accident evidence only',
        chooseWhen: 'the aim is defending claims and you want the lightest data protection footprint.',
      },
      {
        option: 'Add driver-facing cameras',
        chooseWhen: 'you can justify monitoring the driver, have briefed drivers in advance and have assessed the impact on their privacy.',
      },
    ],
    next30: [
      'Fit a visible camera sign or sticker to every vehicle with a dash cam.',
      'Write the policy sheet and leave a copy in each vehicle.',
    ],
    next90: [
      'Set the routine deletion period on the cameras or their software.',
      'Check what your insurer does with footage you send it, and set the arrangement out in writing.',
    ],
    sources: [o.dpcDashCamsReport],
  },
  {
    slug: 'personal-data-breach-notification',
    area: 'technology_data',
    title: 'A personal data breach (ransomware, a stolen laptop, a misdirected email): notifying the DPC and the people affected',
    keywords: [
      'data breach',
      'personal data breach',
      'breach notification',
      'report a breach',
      'ransomware',
      'hacked',
      'cyber attack',
      'stolen laptop',
      'data leak',
      'notify the DPC',
      'Data Protection Commission',
      'GDPR',
    ],
    takeaway:
      'A personal data breach that may create a risk to people must be reported to the Data Protection Commission without undue delay and, where feasible, within 72 hours of becoming aware of it, and the people affected must be told without undue delay when the risk to them is high.',
    guidance: [
      'A breach is any loss, destruction, alteration, unauthorised disclosure of or access to personal data, such as drivers’ or customers’ details encrypted or copied in a ransomware attack, a lost device or an email sent to the wrong person.',
      'Only a breach unlikely to result in a risk to people’s rights and freedoms need not be reported; a report made after 72 hours must give the reasons for the delay.',
      'The report describes the breach and roughly how many people and records it touches, gives a contact point, the likely consequences and the steps taken, and can be sent in phases as facts come in.',
      'A processor, such as your routing or payroll software provider, must notify you without undue delay when it has a breach of your data; the 72 hours run from when you, the controller, become aware.',
      'Record every breach, reported or not, with its facts, effects and the remedial action taken, so the DPC can check your decisions.',
    ],
    options: [
      {
        option: 'Report to the DPC within 72 hours and add details later',
        chooseWhen: 'personal data may have been seen, copied or lost and you cannot yet rule out a risk to people.',
      },
      {
        option: 'Record the breach internally without reporting',
        chooseWhen: 'the data was protected so well that a risk to people is unlikely, and you can show why.',
      },
    ],
    next30: [
      'Name who decides on breach reports and have the DPC’s online breach form to hand.',
      'Check that contracts with software providers require them to notify you of a breach without delay.',
    ],
    next90: [
      'Start a breach register and rehearse a ransomware scenario against the 72-hour clock.',
      'Prepare a plain-language notice for drivers and customers in case they must be told.',
    ],
    sources: [o.gdprArticle33, o.dpcBreachNotification],
  },
  {
    slug: 'met-eireann-weather-warnings',
    area: 'risk_resilience',
    title: 'Met Éireann’s weather warnings: what yellow, orange and red mean for the fleet',
    keywords: [
      'weather warning',
      'Met Éireann',
      'Met Eireann',
      'status orange',
      'status red',
      'status yellow',
      'orange warning',
      'wind warning',
      'storm',
      'severe weather',
      'high winds',
      'snow and ice',
      'weather advisory',
    ],
    takeaway:
      'Met Éireann issues weather alerts and warnings whenever severe or extreme weather is expected within a 48-hour period, colour-coded by impact: Status Yellow means Be Aware, Status Orange means Be Prepared, and Status Red means Take Action.',
    guidance: [
      'Status Yellow (Weather Alert) is for people at risk because of their location or activity (for a haulier, high-sided vehicles on exposed routes, for example), so they can take preventative action.',
      'Status Orange (Weather Warning) is for weather with the capacity to impact significantly on people in the affected areas, and everyone there should prepare for the expected conditions.',
      'Status Red (Severe Weather Warning) is rare and means people should take action to protect themselves and their property.',
      'Weather Advisories may give early notice of hazardous weather beyond the 48-hour horizon, in time to move loads and shifts.',
    ],
    options: [
      {
        option: 'Reroute or reschedule high-sided and lightly loaded vehicles',
        chooseWhen: 'an orange or red wind warning covers exposed roads or bridges on the route.',
      },
      {
        option: 'Run as planned with extra checks',
        chooseWhen: 'only a yellow alert is out and the route is sheltered, with drivers briefed and able to stop.',
      },
    ],
    next30: [
      'Name who watches Met Éireann warnings and decides on routes when one is issued.',
      'Brief drivers on what each colour means for curtainsiders, empty trailers and vans.',
    ],
    next90: [
      'Write a severe-weather plan with the actions for each warning level.',
      'Agree with customers how deliveries move when a red warning is issued.',
    ],
    sources: [o.metWarningSystem],
  },
];
