// The Sent E-mails page, mounted by the dashboard from the site table.
export { default } from '../app/sent-emails-page';
