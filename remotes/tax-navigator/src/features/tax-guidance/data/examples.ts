// Example questions under the box: clicking one fills it. Each is answered
// by the knowledge base (they open the evaluation set).
export const exampleQuestions: readonly string[] = [
  'When do I have to register for VAT?',
  'What are the PRSI rates for employers in 2026?',
  'What VAT rate will my restaurant charge from July 2026?',
  'How much corporation tax does my limited company pay?',
  'How much can I give staff as a tax-free voucher at Christmas?',
];
