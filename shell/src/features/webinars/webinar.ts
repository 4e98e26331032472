export interface Presenter {
  name: string;
  role: string;
  /** Path or URL of a portrait; without one the presenter's initials are shown. */
  photo?: string;
}

export interface Webinar {
  /** Running number shown on the 'Webinar N' badge. */
  number: number;
  title: string;
  subtitle: string;
  series: string;
  /** ISO 8601 date-time with the Europe/Dublin offset in force on that day. */
  start: string;
  /** ISO 8601 date-time with the Europe/Dublin offset in force on that day. */
  end: string;
  description: string;
  topics: string[];
  presenters: Presenter[];
  audience: string;
  /** The meeting platform's registration page; without one visitors register by e-mail. */
  registrationUrl?: string;
}
