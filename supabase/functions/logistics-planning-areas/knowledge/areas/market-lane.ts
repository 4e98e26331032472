// Market & Lane Strategy: which lanes to grow or exit, port routes after
// Brexit, and the EU limits on cabotage and vehicle return.
import { namedFactSources } from '../sources-named-facts.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const marketLaneEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'lane-portfolio-review',
    area: 'market_lane',
    title: 'Reviewing the lane and customer portfolio',
    keywords: [
      'lane',
      'lanes',
      'lane profitability',
      'customer mix',
      'grow',
      'exit',
      'tender',
      'pricing',
      'rates',
      'backhaul',
      'new market',
      'corridor',
      'portfolio',
    ],
    takeaway: 'Grow the lanes that pay for their return leg and reprice or exit the ones that only fill the outbound truck.',
    guidance: [
      'Score every lane on contribution per vehicle-day, not revenue per load: a long lane that comes home empty can earn less than a short lane loaded both ways.',
      'Pair lanes into round trips and price the pair, so a strong backhaul customer is valued for the empty kilometres it removes.',
      'Group customers into keep, fix and exit: fix means a rate, volume or loading-window change you can ask for at the next review.',
      'Check each lane against regulatory limits before bidding: driving-time rules and cabotage limits decide whether a continental or UK lane is physically workable with your fleet.',
      'Bid tenders with a floor price per lane worked out from your own cost per kilometre, and walk away from volume that sits below it.',
    ],
    options: [
      {
        option: 'Deepen existing lanes',
        chooseWhen: 'you already run them loaded both ways and customers will commit volume for 12 months or more.',
      },
      {
        option: 'Open a new corridor',
        chooseWhen: 'a customer commits base volume and you can see a backhaul partner before the first truck goes.',
      },
      {
        option: 'Exit or subcontract a lane',
        chooseWhen: 'it has stayed below your floor rate for two review cycles and no rate or volume fix is on offer.',
      },
    ],
    next30: [
      'Pull the last 12 months of jobs and calculate contribution per vehicle-day for every lane.',
      'List the five weakest lanes with one fix to ask each customer for.',
    ],
    next90: [
      'Renegotiate or exit the lanes that did not improve, and redeploy the vehicles to the best round trips.',
      'Set a quarterly lane review with a floor rate per lane built into your quoting.',
    ],
    sources: [sources.method, sources.drivingTime, sources.cabotage],
  },
  {
    slug: 'ports-routes-after-brexit',
    area: 'market_lane',
    title: 'Port routes and corridors after Brexit',
    keywords: [
      'port',
      'ports',
      'port congestion',
      'ferry',
      'ferries',
      'Rosslare',
      'Dublin Port',
      'Cork',
      'Shannon Foynes',
      'Waterford',
      'landbridge',
      'land bridge',
      'direct route',
      'continent',
      'Brexit',
      'customs',
      'unaccompanied',
      'sailings',
      'Cherbourg',
    ],
    takeaway:
      'Treat each port route as a lane with its own cost, transit time and delay risk, and keep a second route ready for the weeks the first one congests.',
    guidance: [
      'National Ports Policy ranks Dublin, Cork and Shannon Foynes as Tier 1 ports of national significance and Rosslare Europort and Waterford as Tier 2, so capacity investment is led by the Tier 1 ports.',
      'Since Brexit, goods crossing Britain on the landbridge pass through customs formalities twice, so compare it against direct sailings to the continent on total door-to-door time, not sailing time alone.',
      'For port congestion, measure dwell time at the terminal per trailer over a month; the delay you see on a few bad days drives driver hours and missed slots more than the average.',
      'Unaccompanied trailers avoid paying a driver to sail and keep driving time for the road, at the cost of more trailers in the pool and a reliable partner at the far port.',
      'Book sailings against customer delivery windows and keep an agreed alternative port and route for each major lane before disruption, not during it.',
    ],
    options: [
      {
        option: 'Direct continental sailing',
        chooseWhen: 'the goods are not time-critical to the day and you want to avoid two customs crossings through Britain.',
      },
      {
        option: 'UK landbridge',
        chooseWhen: 'transit time is the priority and your customs paperwork and transit guarantees are reliably in order.',
      },
      {
        option: 'Unaccompanied trailers',
        chooseWhen: 'volumes are steady enough to justify extra trailers and a trusted haulier at the far side.',
      },
    ],
    next30: [
      'Log dwell time, missed sailings and customs holds per port for every trailer this month.',
      'Name a second port and route for each of your three biggest lanes and price it.',
    ],
    next90: [
      'Move the lanes where the second route wins on door-to-door cost, and agree the switch rules with customers.',
      'Trial unaccompanied movements on one steady lane and compare cost per trailer with accompanied.',
    ],
    sources: [sources.portsPolicy, sources.method],
  },
  {
    slug: 'cabotage-and-international-rules',
    area: 'market_lane',
    title: 'Cabotage, vehicle return and international licences',
    keywords: [
      'cabotage',
      'domestic work abroad',
      'international',
      'Mobility Package',
      'return of vehicle',
      'eight weeks',
      'cooling off',
      'community licence',
      'EU work',
      'France',
      'UK work',
      'cross border',
      'posting',
      'driver return',
      'home',
      'weekly rest',
      'continental',
    ],
    takeaway:
      'International work only pays if the plan respects the Mobility Package limits on cabotage and vehicle return from the first day.',
    guidance: [
      'Cabotage may start only once the vehicle is fully unloaded of the goods it brought into the country, and then immediately, including on the day of unloading; an EU haulier may then run at most three cabotage operations (domestic jobs for hire or reward, loaded and delivered inside that other country) in the host country within seven days, and then that vehicle must wait four days before doing cabotage there again.',
      'Vehicles used in international transport must return to an operating centre in the Member State of establishment at least once every eight weeks.',
      'International hire-or-reward work needs an international operator licence issued with the Community Licence, and the transport manager needs the international qualification.',
      'Plan continental rotations so the cooling-off days fall on legs you would run anyway, rather than on days the truck sits waiting.',
      'Drivers must be able to get back to the operating centre or home at least every four weeks (every three weeks after two reduced weekly rests in a row), and a regular weekly rest may not be taken in the cab: the employer pays for suitable accommodation.',
    ],
    options: [
      {
        option: 'Run your own continental rotations',
        chooseWhen: 'you can fill return loads within the cabotage limits and have drivers willing to spend time away.',
      },
      {
        option: 'Partner with a continental haulier',
        chooseWhen: 'volumes are uneven or the cooling-off rule would leave your trucks idle.',
      },
    ],
    next30: [
      'Map every international trip last quarter against the three-in-seven cabotage limit and the four-day cooling-off.',
      'Confirm your licence type and transport manager qualification cover international work.',
    ],
    next90: [
      'Build the eight-week return check into the planning board for each vehicle abroad.',
      'Agree a reciprocal load-sharing arrangement with one continental partner.',
    ],
    sources: [sources.cabotage, namedFactSources.cabotageQa, sources.accessToOccupation, sources.drivingTime, sources.operatorLicensing],
  },
];
