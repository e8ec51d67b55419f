/**
 * date-fns's Hindi, in the place of its Tamil. Payload's admin loads a language's date-fns
 * locale by a key from a list of its own (`importDateFNSLocale`), which has no Hindi, so the Hindi
 * admin asks for Tamil (`dateFNSKey: 'ta'`, src/labels/payload-hi.ts), no admin language of
 * ours is Tamil, and the build resolves `date-fns/locale/ta` to this module (next.config.ts).
 */
export { hi as ta } from 'date-fns/locale/hi'
