import { describe, expect, it } from 'vitest'

import { cardImageSizes } from '@/components/GameCard'
import { toPicture } from '@/data/media'
import { deviceSizes, imageSizes, responsiveImage, uptoIntrinsicWidth } from '@/lib/images'

// Next's own getImageProps, configured as next.config.ts configures the build.
const { getImgProps } = await import('next/dist/shared/lib/get-img-props')
const { imageConfigDefault, prepareImageConfig } = await import('next/dist/shared/lib/image-config')
const { default: defaultLoader } = await import('next/dist/shared/lib/image-loader')
const imgConf = prepareImageConfig({ ...imageConfigDefault, deviceSizes, imageSizes })
const getImageProps = (props: Parameters<typeof getImgProps>[0]) =>
  getImgProps(props, { defaultLoader, imgConf })

describe('the game cards’ own responsive pictures', () => {
  it.each([
    { url: '/api/media/file/cover-701-en-US.webp', width: 1200, height: 900 },
    { url: '/api/media/file/a picture (2).png', width: 400, height: 300 },
    { url: '/api/media/file/wide.webp', width: 4000, height: 1000 },
  ])(
    'ask the image optimizer for the addresses Next.js would, no wider than the art: $url',
    (picture) => {
      const { props } = getImageProps({
        src: picture.url,
        alt: '',
        width: picture.width,
        height: picture.height,
        sizes: cardImageSizes,
      })
      const ours = responsiveImage(picture, cardImageSizes)
      expect(ours.src).toBe(props.src)
      expect(ours.srcSet).toBe(uptoIntrinsicWidth(props.srcSet!, picture.width))
      expect(ours.sizes).toBe(props.sizes)
      expect([ours.width, ours.height]).toEqual([Number(props.width), Number(props.height)])
      const widths = [...ours.srcSet.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]))
      expect(widths.filter((width) => width >= picture.width).length).toBeLessThanOrEqual(1)
    },
  )
})

describe('a cover’s address', () => {
  const cover = (updatedAt: string) =>
    toPicture({
      id: 1,
      alt: 'Silvermane Meadow',
      url: 'http://localhost:3000/api/media/file/cover-410-en-US.webp',
      width: 1200,
      height: 900,
      sizes: { og: { url: 'http://localhost:3000/api/media/file/cover-410-en-US-og.webp' } },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt,
    })!

  it('changes when the cover is replaced under the same file name, so no cache serves the old one', () => {
    const before = cover('2026-11-20T10:00:00.000Z')
    const after = cover('2026-11-25T18:30:00.000Z')
    expect(after.url).not.toBe(before.url)
    expect(after.ogUrl).not.toBe(before.ogUrl)
    expect(after.url).toMatch(
      /^\/api\/media\/file\/cover-410-en-US\.webp\?v=[0-9a-z]+_[0-9a-f]{10}$/,
    )
  })
})
