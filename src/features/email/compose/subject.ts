/**
 * "Re: Budget" for a reply to "Budget". A subject that already starts with the prefix keeps it once
 * rather than growing "Re: Re: ...". The check is case-sensitive, as the back end's is: the dialog
 * shows the subject the back end will give the reply or forward.
 */
export function prefixSubject(prefix: 'Re:' | 'Fwd:', subject: string): string {
  return subject.startsWith(prefix) ? subject : `${prefix} ${subject}`
}
