export type CaughtMail = { from: string; to: string[]; data: string }
export type FakeSmtp = { url: string; mails: CaughtMail[]; failNext: (count: number) => void; close: () => Promise<void> }
export declare function startFakeSmtp(): Promise<FakeSmtp>
/** Quoted-printable soft breaks undone, so links can be read from the raw message. */
export declare function decodeMail(raw: string): string
