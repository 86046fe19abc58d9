import jsQR from 'jsqr'
import type { Page } from 'playwright-core'

/** Reads the QR code as drawn on screen: element screenshot → pixels (in the page) → jsQR. */
export async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.getByTestId('qr-code').screenshot()
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(image, 0, 0)
    return {
      width: image.width,
      height: image.height,
      data: Array.from(context.getImageData(0, 0, image.width, image.height).data),
    }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
}
