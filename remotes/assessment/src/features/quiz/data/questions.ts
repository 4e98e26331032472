/** Names of the stage icons; the components map them to lucide icons. */
export type StageIconName = 'database' | 'target' | 'map' | 'rocket';

/** Four answers, ordered from least to most mature; the index is the score (0 to 3). */
export type AnswerOptions = readonly [string, string, string, string];

export interface Question {
  /** Stable id, "stage.question" (1.1 to 4.4); it is what we store and send. */
  id: string;
  text: string;
  options: AnswerOptions;
}

export interface Stage {
  id: number;
  title: string;
  icon: StageIconName;
  questions: readonly Question[];
}

export const stages: readonly Stage[] = [
  {
    id: 1,
    title: 'Baseline Readiness',
    icon: 'database',
    questions: [
      {
        id: '1.1',
        text: 'Where does your business data live today?',
        options: [
          "Mostly on paper, in email inboxes or in people's heads",
          "In spreadsheets and separate apps that don't talk to each other",
          'In core systems such as accounts, CRM or job management, but joining it up takes manual work',
          'In connected systems with clear owners, so we can pull reliable reports whenever we need them',
        ],
      },
      {
        id: '1.2',
        text: 'How comfortable is your team with AI tools?',
        options: [
          'Nobody uses AI tools at work yet',
          'A few people try tools like ChatGPT or Copilot on their own',
          'Several staff use AI tools regularly and share what works',
          'Staff are trained, we have agreed ways of working with AI, and someone leads on it',
        ],
      },
      {
        id: '1.3',
        text: 'How does your leadership team see AI?',
        options: [
          "It hasn't been discussed at leadership level",
          "We're curious, but there is no agreed position or budget",
          'Leadership backs AI and has set aside time or budget to explore it',
          'AI is part of our business plan, with a named sponsor, a budget and targets',
        ],
      },
      {
        id: '1.4',
        text: 'How well documented are your key business processes?',
        options: [
          "They live in people's heads and vary from person to person",
          "A few are written down, but they're often out of date",
          'Most core processes are documented and followed',
          'Processes are documented, measured and reviewed, so we know where time and money go',
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Prioritise Use-Cases',
    icon: 'target',
    questions: [
      {
        id: '2.1',
        text: 'Have you identified where AI could help your business?',
        options: [
          "Not yet: we're not sure where it would fit",
          'We have a few ideas, but nothing written down',
          'We have a list of possible use-cases from across the business',
          'We have a ranked shortlist, each tied to a specific business problem',
        ],
      },
      {
        id: '2.2',
        text: 'How do you judge whether an AI project is worth doing?',
        options: [
          "We haven't thought about how we would measure it",
          'On a gut feeling about what might save time',
          'We estimate the hours or costs it could save',
          'We build a simple business case with costs, savings, revenue impact and payback time',
        ],
      },
      {
        id: '2.3',
        text: 'Do you know which tasks take up most staff time or cause most errors?',
        options: [
          "No, we don't track this",
          'We have a general sense from experience',
          "We've measured it for some teams or tasks",
          'Yes: we measure it and use it to decide where to improve first',
        ],
      },
      {
        id: '2.4',
        text: 'For your most promising AI idea, is the data it needs available and usable?',
        options: [
          "We haven't checked what data it would need",
          "We know what's needed, but it's scattered or incomplete",
          'Most of the data exists, but it needs cleaning or joining up',
          'The data is available, in good shape, and we have a lawful basis to use it',
        ],
      },
    ],
  },
  {
    id: 3,
    title: 'Roadmap & PoC Status',
    icon: 'map',
    questions: [
      {
        id: '3.1',
        text: 'Do you have a plan for adopting AI?',
        options: [
          'No plan yet',
          'Some ideas, but no timeline or owner',
          'A draft plan for the next 6 to 12 months',
          'An agreed roadmap with owners, milestones and a budget',
        ],
      },
      {
        id: '3.2',
        text: 'How far have you got with testing AI on a real business problem?',
        options: [
          "We haven't tested anything yet",
          "We've tried off-the-shelf tools informally",
          "We're planning or running a proof of concept",
          "We've completed a proof of concept and measured the results",
        ],
      },
      {
        id: '3.3',
        text: 'How well do you understand your obligations under GDPR and the EU AI Act when using AI?',
        options: [
          "We haven't looked into this",
          'We know the rules exist, but not what they mean for us',
          "We've checked how GDPR applies to our AI ideas and know the AI Act's risk categories",
          'We have a written AI and data policy and check every use-case against GDPR and the AI Act',
        ],
      },
      {
        id: '3.4',
        text: 'How will you know whether an AI project has worked?',
        options: [
          "We haven't defined what success looks like",
          "We'll know it when we see it",
          "We've chosen measures such as hours saved or faster response times",
          "We've recorded a baseline and set targets to measure against",
        ],
      },
    ],
  },
  {
    id: 4,
    title: 'Pilot and Scale',
    icon: 'rocket',
    questions: [
      {
        id: '4.1',
        text: 'Is any AI solution running in your day-to-day operations?',
        options: [
          'No, not yet',
          'Staff use AI tools informally, on their own initiative',
          'One AI solution is being piloted in a live process',
          'AI solutions run in live processes and we measure their results',
        ],
      },
      {
        id: '4.2',
        text: 'How do you bring staff with you when the way they work changes?',
        options: [
          'Changes are announced and people are expected to adapt',
          'We explain changes, but rarely train or follow up',
          'We involve staff early and provide training',
          'We have a clear approach: involve staff, train them, gather feedback and adjust',
        ],
      },
      {
        id: '4.3',
        text: 'Could your systems support rolling out a successful AI solution across the business?',
        options: [
          "We're not sure what it would take",
          'It would need major changes to our systems',
          'Yes, with some integration work',
          'Yes: our systems are cloud-based and connect easily to new tools',
        ],
      },
      {
        id: '4.4',
        text: 'Once AI is in use, how will you keep it accurate, safe and worth the cost?',
        options: [
          "We haven't thought about it yet",
          "We'd fix problems as they come up",
          'Someone checks its outputs and costs from time to time',
          'A named owner reviews quality, costs and risks on a regular schedule',
        ],
      },
    ],
  },
];

/** Highest score one answer can earn (the last option's index). */
export const MAX_POINTS_PER_QUESTION = 3;

/** Every question in the order asked, with its stage, so the quiz can move by one flat index. */
export const questionSequence = stages.flatMap((stage) => stage.questions.map((question) => ({ stage, question })));

export const TOTAL_QUESTIONS = questionSequence.length;

/** 48 for 16 questions; derived so the data and the maximum can never disagree. */
export const MAX_POINTS = TOTAL_QUESTIONS * MAX_POINTS_PER_QUESTION;
