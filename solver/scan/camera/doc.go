// Package camera reads a cube's faces from a live camera: it opens the
// system's camera (Linux V4L2, through github.com/blackjack/webcam),
// decodes its frames (packed YUYV 4:2:2, and Motion-JPEG as webcams send
// it, without Huffman tables), and tells when a face held up to it, or a
// cube seen from a corner, has been still long enough to be taken.
//
// Everything but Open works on recorded frames, so it is tested where no
// camera is present.
package camera
