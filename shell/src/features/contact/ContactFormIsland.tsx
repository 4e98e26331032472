import { QueryProvider } from '../../lib/query/QueryProvider';
import { ContactForm } from './ContactForm';

/** The contact form with the query context it sends through; loaded as an island. */
export default function ContactFormIsland() {
  return (
    <QueryProvider>
      <ContactForm />
    </QueryProvider>
  );
}
