// The demo's built-in sample document: a short auditors' ethical standard that
// we wrote in our own words from the public rules that apply to statutory
// auditors in Ireland. It is a teaching summary, not the standard itself, and
// says so in its opening section. It lives in _shared/ because both halves
// of the demo read it: the upload stores it, the seeded answers cite it.
//
// Sources (as of 22 November 2026):
// - IAASA, Ethical Standard for Auditors (Ireland) 2020, sections 1 to 6, as
//   outlined by CPA Ireland (an accountancy body's summary, not IAASA's own text):
//   https://www.cpaireland.ie/Resources/Technical-Business-Resources/Ethics/Ethics-Standards-For-Auditors
//   and CPA Ireland's Practice Plus article (February 2023):
//   https://www.cpaireland.ie/Resources/CPA-Publications/Practice-Plus/Practice-Plus-February-2023/Long-Association-with-audit-engagements
//   (safeguards for long association; the ten-year review of an engagement partner)
// - Regulation (EU) No 537/2014 on statutory audit of public-interest entities
//   (EUR-Lex, https://eur-lex.europa.eu/legal-content/en/ALL/?uri=CELEX:32014R0537): Article 4 (the 70% cap on
//   non-audit fees over three years; the 15% fee-dependence disclosure), Article 5
//   (prohibited non-audit services, including valuation and actuarial valuation services
//   and the design and implementation of financial information technology systems),
//   Article 13 (annual transparency report within four months of the year end),
//   Article 17 (key audit partners: seven years on, three years off; ten-year firm tenure)
// - IAASA, Statutory auditor rotation extensions: https://iaasa.ie/assurance-quality-supervision-aqs/statutory-auditor-rotation-extensions/
//   (section 1548 Companies Act 2014: ten-year tenure, extension of up to two years)
// - Directive 2006/43/EC as amended by Directive 2014/56/EU, Article 22a (cooling-off
//   before an auditor joins an audited entity: one year, two years for a public-interest entity)
// - Companies Act 2014, section 322 (disclosure of the statutory auditor's remuneration
//   in the financial statements, by category), https://www.irishstatutebook.ie/eli/2014/act/38/
// - Fee-dependence thresholds of the Ethical Standard (Section 4), as summarised in
//   ACOWtancy's exam-tuition notes (a third-party summary, not IAASA's own text):
//   https://www.acowtancy.com/material/notes/audit-fee-dependency-ethics

export const SAMPLE_FILE_NAME = "Auditors' Ethical Standard (Meitheal AI sample).txt";

export const SAMPLE_STANDARD_TEXT = `AUDITORS' ETHICAL STANDARD: A PLAIN-ENGLISH SAMPLE

Section 1 Purpose and scope

1.1 This sample document summarises, in plain English, the main ethical rules that apply to statutory auditors and audit firms in Ireland. It was written by Meitheal AI for a demonstration and follows the structure of the Ethical Standard for Auditors (Ireland) issued by IAASA, the Irish Auditing and Accounting Supervisory Authority. It is not the standard itself and must not be relied on as professional advice.

1.2 The standard rests on three outcomes: the auditor acts with integrity, is objective, and is independent of the entity being audited. Independence means freedom from situations and relationships that would lead an objective, reasonable and informed third party to conclude that the auditor's objectivity is compromised.

1.3 A public interest entity (PIE) is, broadly, a company whose securities trade on a regulated market, a credit institution or an insurance undertaking. Several rules in this document are stricter for public interest entities than for other audited entities.

Section 2 Threats and safeguards

2.1 The firm identifies threats to integrity, objectivity and independence before it accepts an engagement and keeps them under review throughout. The usual threats are self-interest, self-review, management, advocacy, familiarity and intimidation.

2.2 Where a threat exists the firm applies safeguards that eliminate it or reduce it to an acceptable level. Where no safeguard is enough, the firm does not accept the engagement, or resigns from it, or does not stand for reappointment.

2.3 Every firm appoints an ethics partner, a senior partner responsible for the firm's policies on integrity, objectivity and independence and for advising engagement leaders on difficult ethical questions.

2.4 The engagement partner communicates to those charged with governance, usually the audit committee, every significant threat and the safeguards applied, at least once a year.

Section 3 Financial interests and family relationships

3.1 The firm, its partners, and every member of the engagement team must not hold a financial interest, such as shares, bonds or options, in an entity the firm audits. A financial interest held through a pension scheme or a fund that the person does not control is considered separately.

3.2 A financial interest held by an immediate family member, meaning a spouse or civil partner, a cohabitant or a dependant, is treated as if it were held by the person. A partner or engagement team member whose immediate family member holds shares in an audited entity must dispose of the interest or leave the engagement.

3.3 A close family member, meaning a parent, a non-dependent child or a brother or sister, who holds a financial interest in an audited entity creates a self-interest threat. The person tells the firm of the interest, and the firm considers whether the person can stay on the engagement; where the interest is material to the relative or the relative can influence the entity, the person is removed from the engagement team.

3.4 A loan or guarantee between the firm or a team member and an audited entity is not permitted, except a loan from a bank on normal commercial terms in the ordinary course of its business.

3.5 Business relationships with an audited entity, such as joint ventures or shared marketing arrangements, are not permitted unless they are clearly inconsequential to both sides.

Section 4 Employment relationships

4.1 A partner or staff member who intends to join an audited entity tells the firm as soon as talks begin and is removed from the engagement at once. The firm then reviews the work that person did on the most recent audit.

4.2 A key audit partner who leaves the firm must wait before taking a key management position, or a seat on the audit committee or board, at an entity he or she audited. The waiting period is at least one year, or two years where the entity is a public interest entity.

4.3 A person who joins the firm from an audited entity, having held a position there with influence over the financial statements, is not assigned to that entity's audit while a self-review or familiarity threat remains.

Section 5 Long association and partner rotation

5.1 Long association with an audit creates a familiarity threat. The firm monitors how long each partner and senior staff member has served on each engagement and applies safeguards, such as an independent review partner or an engagement quality control review, where the association becomes long.

5.2 For a public interest entity, a key audit partner must leave the engagement no later than seven years after first being appointed to it, and must not take part in the audit of that entity again until a cooling-off period of three years has passed. The firm also rotates senior staff gradually so that the engagement keeps its knowledge.

5.3 For other entities, an engagement partner who has served for a continuous period of ten years is reviewed: the firm considers whether an objective, reasonable and informed third party would conclude that independence is compromised. If the partner stays on, the firm applies additional safeguards, documents its reasons and tells those charged with governance.

5.4 The audit firm itself may not audit the same public interest entity for more than ten years in a row. Under section 1548 of the Companies Act 2014 the entity may apply to IAASA, in exceptional circumstances, for an extension of up to two more years.

Section 6 Fees

6.1 The audit fee reflects the time, skill and people needed to do the audit properly. It must not depend on the outcome of the audit or on the sale of other services to the entity, and contingent fees for audit work are not allowed.

6.2 Fee dependence for a listed entity: where the total fees expected from a listed audited entity regularly exceed 5% of the firm's annual fee income, the firm tells its ethics partner and those charged with governance and considers safeguards. Where they would regularly exceed 10%, the firm must not act as auditor.

6.3 Fee dependence for other entities: where the total fees expected from an unlisted audited entity regularly exceed 10% of the firm's annual fee income, the firm discloses this to its ethics partner and to those charged with governance and arranges an external independent quality control review. Where they would regularly exceed 15%, the firm must not act as auditor.

6.4 For a public interest entity, where the total fees received from it in each of the last three consecutive years exceed 15% of the firm's total fees, the firm tells the audit committee and discusses the threats and safeguards with it; the audit committee considers whether the audit should be reviewed by another auditor before the report is issued.

6.5 Fees for permitted non-audit services to a public interest entity are capped at 70% of the average audit fee paid by that entity over the last three consecutive years.

6.6 Overdue fees of a significant amount create a self-interest threat. The firm considers whether it can continue as auditor while a material fee remains unpaid.

Section 7 Public disclosure of fee information

7.1 Fees paid to the auditor are disclosed publicly. A company's financial statements show the remuneration of its statutory auditor, split into the audit of the accounts, other assurance services, tax advisory services and other non-audit services, so that shareholders can judge the size of the relationship.

7.2 An audit firm that audits public interest entities publishes an annual transparency report on its website within four months after the end of each financial year. The report includes the firm's turnover, split between fees for the statutory audit of public interest entities, fees for audits of other entities, and fees for permitted non-audit services.

7.3 The firm tells the audit committee of a public interest entity, every year, of the fees charged for audit and non-audit services, so that the committee can monitor the auditor's independence.

Section 8 Non-audit services

8.1 Before providing any non-audit service to an audited entity, the firm considers whether a third party would conclude that the service threatens the firm's independence. The firm does not take on management responsibilities for an audited entity, whatever the service.

8.2 For a public interest entity, the auditor and every member of its network must not provide the prohibited non-audit services, which include: tax services of most kinds; services that involve any part in management or decision-making; bookkeeping and preparing accounting records and financial statements; payroll services; designing and implementing internal control or risk management procedures related to financial information; designing and implementing financial information technology systems; valuation services, including valuations performed in connection with actuarial services or litigation support; legal services; internal audit services; services linked to the entity's financing, capital structure or investment strategy; promoting, dealing in or underwriting the entity's shares; and human resources services for management.

8.3 Actuarial valuation services: the auditor of a public interest entity must not provide valuation services, and this includes actuarial valuations, for example of pension obligations or insurance liabilities. For other entities, the firm may provide an actuarial valuation only where the amounts are not material to the financial statements and the valuation does not involve significant subjective judgement, so that the firm would not end up auditing its own work.

8.4 IT systems services: the auditor of a public interest entity must not design or implement financial information technology systems for it, or internal control and risk management procedures over financial information. For other entities, the firm may help with IT systems only where the entity's management takes responsibility for the system and its controls and the firm does not design the systems that produce the financial statements.

8.5 Bookkeeping and preparing financial statements for an entity that is not a public interest entity is allowed only where the work is mechanical, management makes all the judgements and accepts responsibility, and the people who do the work are not part of the audit team.

Section 9 Gifts, hospitality and litigation

9.1 The firm and its people do not accept gifts or hospitality from an audited entity unless their value is clearly trivial and inconsequential.

9.2 Actual or threatened litigation between the firm and an audited entity, for example over the quality of the audit, creates self-interest and intimidation threats, and the firm considers whether it can continue as auditor.

Section 10 Small entities

10.1 For an audit of a small entity, the standard allows some alternatives where a smaller firm cannot apply every safeguard, for example an external review in place of an independent review partner. The firm discloses in the audit report that it has used these provisions.

Section 11 Breaches

11.1 When a breach of the standard is found, the firm ends the cause of the breach as soon as possible, assesses its effect on the audit, and reports it to those charged with governance and, where required, to the regulator.
`;
