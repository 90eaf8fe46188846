package cache

import (
	"bytes"
	"slices"
	"testing"
)

// testFormat is a cache file format of three small sections of each
// kind, for tests of the codec itself.
func testFormat(a *[]uint32, b *[]uint8, c *[]uint64) Format {
	return Format{Version: 7, Sections: []Section{
		{Name: "test u32", U32: a, N: 3},
		{Name: "test u8", U8: b, N: 5},
		{Name: "test u64", U64: c, N: 2},
	}}
}

// Whatever the bytes, reading them in a format gives an error or, only
// for a file the format writes, the sections it was written from: never a
// crash or a hang.
func FuzzCacheFormat(f *testing.F) {
	a, b, c := []uint32{1, 2, 3}, []uint8{4, 5, 6, 7, 8}, []uint64{9, 1 << 40}
	var good bytes.Buffer
	testFormat(&a, &b, &c).Write(&good)
	f.Add(good.Bytes())
	f.Add(good.Bytes()[:40])
	f.Add([]byte(cacheMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		var ra []uint32
		var rb []uint8
		var rc []uint64
		err := testFormat(&ra, &rb, &rc).Read(bytes.NewReader(data), func(_ Section, n int) []byte { return make([]byte, n) })
		if err != nil {
			return
		}
		var back bytes.Buffer
		testFormat(&ra, &rb, &rc).Write(&back)
		if !bytes.Equal(back.Bytes(), data) {
			t.Fatalf("read %x as %v %v %v, which write as %x", data, ra, rb, rc, back.Bytes())
		}
	})
}

// A file round-trips through write and read, and its size is fileSize.
func TestCacheFormatRoundTrip(t *testing.T) {
	a, b, c := []uint32{1, 2, 3}, []uint8{4, 5, 6, 7, 8}, []uint64{9, 1 << 40}
	var buf bytes.Buffer
	f := testFormat(&a, &b, &c)
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if int64(buf.Len()) != f.FileSize() {
		t.Fatalf("%d bytes written, fileSize says %d", buf.Len(), f.FileSize())
	}
	var ra []uint32
	var rb []uint8
	var rc []uint64
	if err := testFormat(&ra, &rb, &rc).Read(bytes.NewReader(buf.Bytes()), func(_ Section, n int) []byte { return make([]byte, n) }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ra, a) || !slices.Equal(rb, b) || !slices.Equal(rc, c) {
		t.Fatalf("read back %v %v %v", ra, rb, rc)
	}
}
