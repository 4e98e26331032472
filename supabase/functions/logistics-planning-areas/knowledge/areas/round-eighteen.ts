// Topics the knowledge lacked, shown by the eighteenth visitor set's misses (30 November 2026): Revenue's green,
// orange and red routing of customs declarations at the port, with the parts of a goods movement from Britain, and
// why parcels posted from outside the EU are sent back. Facts from the pages in knowledge/sources-round-eighteen.ts,
// read on the check date, in our own words.
import { roundEighteenSources as s } from '../sources-round-eighteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const roundEighteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'customs-routing-at-ports',
    area: 'market_lane',
    title: 'Customs routing at the port: green, orange and red, and which lets goods leave',
    keywords: [
      'green routed',
      'green routing',
      'orange routed',
      'red routed',
      'routed green',
      'routed orange',
      'routed red',
      'released from the port',
      'customs routing',
      'customs channel',
      'red orange green',
      'physical inspection',
    ],
    takeaway:
      'Revenue risk-analyses every customs declaration and routes it green, orange or red, and only green-routed goods are released for free circulation and can leave the port, so a truck from Britain drives out only once the declarations for its goods are green.',
    guidance: [
      'Each declaration is routed on its own when Revenue risk-analyses it: green releases the goods for free circulation, while orange or red holds them at the port for a Revenue check, so correct data in every declaration decides how soon a trailer gets out.',
      'Orange and red routing hold the goods at the port until the check is done, and how long that takes depends on when the declaration was presented, the type of goods, any sanitary and phytosanitary or other non-customs controls and how accurate the declaration is.',
      'In December 2020 about 95% of the 110,690 import declarations lodged with Revenue were green routed, 2% orange and 3% red, so most loads with correct paperwork leave without a check.',
      'In the first weeks after Brexit, from 1 January 2021, 68% of the 8,629 vehicle movements from the UK into Dublin Port and 74% of the 688 into Rosslare Europort were green routed and able to leave the port.',
      'Give the driver the PBN ID and a phone number for the customs channel, and agree with each customer or agent who lodges which declaration, so a missing one does not leave the truck waiting at the port.',
    ],
    options: [
      {
        option: 'Have one customs agent lodge every declaration for your loads from Britain',
        chooseWhen: 'you carry groupage or many customers’ goods and need one party answerable for the data.',
      },
      {
        option: 'Let each customer or its agent lodge its own declarations and check them before sailing',
        chooseWhen: 'you carry full loads for a few regular importers who already have customs agents.',
      },
    ],
    next30: [
      'List who lodges each import declaration for your regular loads, and how the driver hears its routing.',
      'Check the routing of a month’s loads and note which were held orange or red and why.',
    ],
    next90: [
      'Agree data deadlines with customers and agents so declarations are lodged before the truck sets off.',
      'Build the expected routing delay into delivery promises on goods that often go orange or red.',
    ],
    sources: [s.customsRoutingAnswer2021, s.portsTrafficAnswer2021, s.revenueCustomsChecksStatement2021],
  },
  {
    slug: 'postal-parcels-returned-to-sender',
    area: 'customer_service',
    title: 'Parcels from outside the EU sent back to the sender: the electronic customs data every item needs',
    keywords: [
      'returned to sender',
      'return to sender',
      'sent back',
      'parcels returned',
      'parcel sent back',
      'electronic customs data',
      'electronic customs declaration',
      'customs codes',
      'barcode',
      'HS code',
      'TARIC code',
      'parcels from outside the EU',
      'parcels from Australia',
      'parcels from America',
      'parcels from the UK',
      'An Post customs',
    ],
    takeaway:
      'Since July 2021 every parcel posted to Ireland from outside the EU, Britain included, must carry electronic customs data from the sender, and one whose barcode does not hold the required data, or whose charges go unpaid, is returned to the sender.',
    guidance: [
      'The returns began with Brexit and the EU rules on electronic data and customs codes applied from July 2021: the barcode on a parcel from outside the EU must carry the customs data, and the postal operator cannot clear an item without it.',
      'The electronic customs declaration must give a valid HS or TARIC commodity code, a description of the goods, the country of origin, the value, the postage, insurance and freight paid, the sender’s and the addressee’s names and addresses, and the weight; An Post cannot amend it, so an item with incomplete data goes back.',
      'Items are also returned when the goods are prohibited or restricted, or when the customs charges are not paid by the pay-by date or the receiver refuses them.',
      'Large online retailers generally send the data, and An Post’s chair designate told the Oireachtas in November 2021 that about 90% of parcels got through; the returns fall mostly on small senders and private people posting gifts.',
      'When a customer’s parcel comes back, the sender has to post it again with a complete electronic customs declaration, so tell overseas suppliers and senders what the declaration must hold before they ship.',
    ],
    options: [
      {
        option: 'Send your overseas suppliers a checklist of the customs data each parcel needs',
        chooseWhen: 'your customers often buy from small sellers outside the EU.',
      },
      {
        option: 'Use a courier or platform that files the customs data for the sender',
        chooseWhen: 'you bring in parcels regularly and returns are costing you customers.',
      },
    ],
    next30: [
      'Check why recent parcels were returned: missing data, restricted goods or unpaid charges.',
      'Give customers a short note on the data a sender outside the EU must give.',
    ],
    next90: [
      'Track returns by origin country and sender to find the suppliers who need help.',
      'Review whether a courier with its own customs filing would cut the returns.',
    ],
    sources: [s.postalServicesDebate2021, s.anPostReturnToSender, s.anPostChairDesignate2021],
  },
];
