import { describe, expect, it } from 'vitest'

import { cardImageSizes } from '@/components/GameCard'
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
