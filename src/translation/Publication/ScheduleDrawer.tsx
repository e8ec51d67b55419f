'use client'

import {
  Banner,
  Button,
  ConfirmationModal,
  DatePicker,
  Drawer,
  FieldLabel,
  Gutter,
  ReactSelect,
  TimezonePicker,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useLocale,
  useModal,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useMemo, useState } from 'react'

import { adminT } from '@/labels/t'
import { languageLabelInAdmin } from '@/i18n/languageNames'
import { contentLocaleLabels, contentLocales, type ContentLocale } from '@/i18n/locales'
import type { PublicationStates } from '@/translation/publication'

import { PublishAllConfirmation } from './PublishAllConfirmation'
import {
  fromPicker,
  isToCome,
  pickerClockIn,
  pickerFormatIn,
  presetZone,
  scheduledTimeIn,
  toPicker,
  zoneLabelsIn,
} from './zonedTime'

type PublishType = 'publish' | 'unpublish'
type Upcoming = Awaited<
  ReturnType<ReturnType<typeof useServerFunctions>['getUpcomingScheduledPublish']>
>

const isContentLocale = (code: string): code is ContentLocale =>
  (contentLocales as readonly string[]).includes(code)

/**
 * Schedules a publish or an unpublish of the document on screen. It starts at a publish of the
 * language on screen (Payload's starts at "All") and in the editor's time zone, and says which zone its times
 * are in; a scheduled publish of every language is confirmed with each language's state first.
 * Only editors reach it, and the server function refuses anyone else (admin/serverFunctions).
 */
export function ScheduleDrawer({
  slug,
  states,
}: {
  slug: string
  states: PublicationStates | null
}) {
  const {
    config: {
      admin: { timezones },
    },
  } = useConfig()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { code } = useLocale()
  const { i18n, t } = useTranslation()
  const at = adminT(t)
  const { toggleModal } = useModal()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()

  const preset = useMemo(
    () =>
      presetZone(
        timezones.supportedTimezones,
        timezones.defaultTimezone ?? 'UTC',
        Intl.DateTimeFormat().resolvedOptions().timeZone,
      ),
    [timezones],
  )
  // "Schedule publish" starts at a publish, also on a published document (Payload's started at
  // "Unpublish" there, and hid the language with it).
  const [type, setType] = useState<PublishType>('publish')
  const [picked, setPicked] = useState<Date>()
  const [zone, setZone] = useState(preset.zone)
  const [language, setLanguage] = useState<ContentLocale | 'all'>(
    isContentLocale(code) ? code : 'all',
  )
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming>()
  const confirmSlug = `${slug}-all-languages`
  const deleteSlug = `${slug}-delete`
  const [toDelete, setToDelete] = useState<NonNullable<Upcoming>[number]>()

  // Named in the admin's language (Payload's labels name the cities in English).
  const zones = useMemo(
    () => zoneLabelsIn(i18n.language, timezones.supportedTimezones),
    [i18n.language, timezones],
  )
  const zoneLabel = (value: string | undefined) =>
    zones.find((listed) => listed.value === value)?.label ?? value ?? ''
  const languageLabel = (locale: string | undefined) =>
    locale && isContentLocale(locale)
      ? languageLabelInAdmin(locale, i18n.language)
      : at('starfin:editorial:schedule:allLanguages')
  const languageOptions = [
    ...contentLocales.map((locale) => ({ label: contentLocaleLabels[locale], value: locale })),
    { label: at('starfin:editorial:schedule:allLanguages'), value: 'all' as const },
  ]
  const zoneNote =
    zone !== preset.zone ? 'zone' : preset.whose === 'computer' ? 'zoneOfComputer' : 'zoneOfStudio'

  const target = {
    doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
    global: globalSlug || undefined,
  }
  // Read again after each change (`changes`).
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    let current = true
    getUpcomingScheduledPublish({ id, collectionSlug, globalSlug }).then(
      (events) => current && setUpcoming(events),
      () => current && setUpcoming([]),
    )
    return () => {
      current = false
    }
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, changes])

  const call = async (args: Parameters<typeof schedulePublish>[0], success: string) => {
    setProcessing(true)
    try {
      // Payload's handler answers a failure with `{ error }` rather than by throwing.
      const answer = (await schedulePublish(args)) as { error?: string } | undefined
      if (answer?.error) throw new Error(answer.error)
      toast.success(success)
      // Until the list is read again it says nothing, rather than "Nothing scheduled yet" beside
      // the toast that says scheduled (walk 35, F3).
      setUpcoming(undefined)
      setChanges((count) => count + 1)
      return true
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
      return false
    } finally {
      setProcessing(false)
    }
  }

  const schedule = async () => {
    if (!picked) return
    const done = await call(
      {
        type,
        date: fromPicker(zone, picked),
        ...target,
        localeToPublish: type === 'publish' && language !== 'all' ? language : undefined,
        timezone: zone,
      },
      t('version:scheduledSuccessfully'),
    )
    if (done) setPicked(undefined)
  }

  const save = () => {
    if (!picked) return toast.error(t('general:noDateSelected'))
    if (type === 'publish' && language === 'all') return toggleModal(confirmSlug)
    return schedule()
  }

  const format = (date: Date | string, timeZone: string | undefined) =>
    scheduledTimeIn(i18n.language, date, timeZone)

  return (
    <Drawer
      className="schedule-publish"
      slug={slug}
      title={t('general:schedulePublishFor', { title })}
    >
      <Gutter className="schedule-publish__scheduler">
        <FieldLabel label={t('version:type')} required />
        <div className="schedule-publish__type" role="radiogroup">
          {(['publish', 'unpublish'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${slug}-type`}
                value={option}
                checked={type === option}
                disabled={processing}
                onChange={() => setType(option)}
              />
              {t(`version:${option}`)}
            </label>
          ))}
        </div>

        <FieldLabel label={t('general:time')} path="time" required />
        <DatePicker
          id="time"
          // Today and later on the chosen zone's clocks; today's times that have passed greyed.
          minDate={toPicker(zone, new Date())}
          onChange={(date) => setPicked(date ?? undefined)}
          pickerAppearance="dayAndTime"
          readOnly={processing}
          // The field and the times listed beside the calendar as the admin's language writes a
          // date and a time ("30 พ.ย. 2026 21:30", as the upcoming events below; not "พ.ย. 30, 2026
          // 9:30 หลังเที่ยง"), under its own word for "Time" (the picker's is English).
          displayFormat={pickerFormatIn(i18n.language)}
          timeFormat={pickerClockIn(i18n.language)}
          overrides={{
            timeCaption: t('general:time'),
            filterTime: (offered: Date) => isToCome(zone, offered),
          }}
          timeIntervals={5}
          value={picked}
        />
        <TimezonePicker
          id="timezone-picker"
          onChange={setZone}
          options={zones}
          required
          selectedTimezone={zone}
        />
        <p className="schedule-publish__zone">
          {at(`starfin:editorial:schedule:${zoneNote}`, { zone: zoneLabel(zone) })}
        </p>

        {type === 'publish' && (
          <div className="schedule-publish__language">
            <FieldLabel label={t('localization:localeToPublish')} />
            <ReactSelect
              isClearable={false}
              onChange={(option) =>
                !Array.isArray(option) && option && setLanguage(option.value as ContentLocale)
              }
              options={languageOptions}
              value={languageOptions.find((option) => option.value === language)}
            />
            {/* What goes out: not the draft as it is now (walk 37, F6). */}
            <p className="schedule-publish__latest">
              {at('starfin:editorial:schedule:latestDraft')}
            </p>
          </div>
        )}

        <Button
          buttonStyle="primary"
          disabled={processing}
          id="scheduled-publish-save"
          onClick={save}
          type="button"
        >
          {t('general:save')}
        </Button>
      </Gutter>

      <Gutter className="schedule-publish__upcoming">
        <h4>{t('general:upcomingEvents')}</h4>
        {upcoming?.length === 0 && (
          <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner>
        )}
        {upcoming && upcoming.length > 0 && (
          <table className="schedule-publish__events">
            <thead>
              <tr>
                <th>{t('version:type')}</th>
                <th>{t('general:time')}</th>
                <th>{t('general:timezone')}</th>
                <th>{t('general:locale')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {upcoming.map((event) => (
                <tr key={event.id} data-locale={event.input.locale ?? 'all'}>
                  <td>{t(`version:${event.input.type}`)}</td>
                  <td>{format(event.waitUntil, event.input.timezone)}</td>
                  <td>{zoneLabel(event.input.timezone)}</td>
                  <td>{event.input.type === 'publish' ? languageLabel(event.input.locale) : ''}</td>
                  <td>
                    <Button
                      buttonStyle="none"
                      disabled={processing}
                      onClick={() => [setToDelete(event), toggleModal(deleteSlug)]}
                    >
                      {t('general:delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>

      <PublishAllConfirmation
        modalSlug={confirmSlug}
        kind="schedule"
        states={states}
        onConfirm={schedule}
      />
      {/* A scheduled publish is deleted only once confirmed (it went at the first click). */}
      <ConfirmationModal
        modalSlug={deleteSlug}
        heading={t('general:confirmDeletion')}
        confirmLabel={t('general:delete')}
        onConfirm={async () => {
          if (toDelete) await call({ deleteID: toDelete.id }, t('general:deletedSuccessfully'))
          setToDelete(undefined)
        }}
        onCancel={() => setToDelete(undefined)}
        body={
          toDelete && (
            <p className="schedule-publish__to-delete">
              {[
                t(`version:${toDelete.input.type}`),
                format(toDelete.waitUntil, toDelete.input.timezone),
                zoneLabel(toDelete.input.timezone),
                toDelete.input.type === 'publish' ? languageLabel(toDelete.input.locale) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )
        }
      />
    </Drawer>
  )
}
