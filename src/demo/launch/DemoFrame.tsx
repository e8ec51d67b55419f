'use client'

import { useSyncExternalStore } from 'react'

import { randomAccount } from '@/lib/account'
import { memberAccountPattern } from '@/lib/constants'

import { fillLaunchUrl } from './launchUrl'
import bar from '../ui/DemoBar.module.css'
import styles from './PlayPage.module.css'

const accountKey = 'starfin.account'
const phoneQuery = '(max-width: 760px) and (pointer: coarse)'

type Props = {
  /** The launch URL, all filled in but the visitor's {account}. */
  src: string
  title: string
  labels: { loading: string; openInNewTab: string }
  newTabOnPhones: boolean
}

/** The visitor's anonymous account, as the app keeps it (made now if this is the first visit). */
function visitorAccount(): string {
  let account = window.localStorage.getItem(accountKey)
  if (!account || !memberAccountPattern.test(account)) {
    account = randomAccount()
    window.localStorage.setItem(accountKey, account)
  }
  return account
}

const watchPhone = (change: () => void) => {
  const query = window.matchMedia(phoneQuery)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
const never = () => () => {}

/** The game, launched for this visitor: full size in a frame, or (phones, if so set) in a tab of its own. */
export function DemoFrame({ src, title, labels, newTabOnPhones }: Props) {
  // The account lives in this browser only, so the URL is completed here (none on the server).
  const url = useSyncExternalStore(
    never,
    () => fillLaunchUrl(src, { account: visitorAccount() }),
    () => null,
  )
  const phone = useSyncExternalStore(
    watchPhone,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  )

  if (!url) {
    return (
      <div className={styles.frame} aria-busy="true">
        <p className={styles.loading}>{labels.loading}</p>
      </div>
    )
  }
  if (phone && newTabOnPhones) {
    return (
      <div className={`${styles.frame} ${styles.launchCard}`}>
        <a className="button button--primary" href={url} target="_blank" rel="noopener">
          {labels.openInNewTab}
        </a>
      </div>
    )
  }
  return (
    <>
      <a className={styles.newTab} href={url} target="_blank" rel="noopener">
        <span className={bar.label}>{labels.openInNewTab}</span>
        <svg className={bar.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
        </svg>
      </a>
      <div className={styles.frame}>
        <iframe src={url} title={title} allow="autoplay; fullscreen" allowFullScreen />
      </div>
    </>
  )
}
