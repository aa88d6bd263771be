/**
 * A photograph as a phone hands it over: a JPEG stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to view), the camera's make and a GPS position, sensor noise over a scene of vine rows
 * under an evening sky. `width`×`height` is the picture once upright; `marker` is a red square in
 * its top right corner, so a picture shown sideways gives itself away.
 */
export async function phonePhoto(width = 3000, height = 2000, hue = '#c98a4a') {
  const { default: sharp } = await import('sharp');
  const rows = Array.from({ length: 14 }, (_, i) => {
    const y = height * 0.55 + i * i * (height * 0.0028);
    return `<path d="M0 ${y} Q${width / 2} ${y - height * 0.04} ${width} ${y}" stroke="#3d4a22" stroke-width="${6 + i * 2.2}" fill="none"/>`;
  }).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4d6f9a"/><stop offset=".5" stop-color="#e9b98a"/><stop offset="1" stop-color="${hue}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <path d="M0 ${height * 0.52} C${width * 0.3} ${height * 0.44} ${width * 0.6} ${height * 0.58} ${width} ${height * 0.48} V${height} H0Z" fill="#7d7a3c"/>
    ${rows}
    <circle cx="${width * 0.22}" cy="${height * 0.3}" r="${height * 0.06}" fill="#fff1cf" opacity=".85"/>
    <rect x="${width - height * 0.12}" y="0" width="${height * 0.12}" height="${height * 0.12}" fill="#e00000"/>
  </svg>`;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((Math.random() - 0.5) * 40);
  const upright = await sharp(Buffer.from(scene))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .png()
    .toBuffer();
  // Stored as the sensor saw it: turned 90° anticlockwise, with orientation 6 to put it right.
  return sharp(upright)
    .rotate(270)
    .jpeg({ quality: 82 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 38/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
