// The instruments most topics' legal figures rest on, named once so every topic cites them in the same words.
export const GA = 'Safety, Health and Welfare at Work (General Application) Regulations 2007';
export const ACT = 'Safety, Health and Welfare at Work Act 2005';
