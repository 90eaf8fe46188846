package cache

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A section of several pieces, read on all cores, comes back as written;
// a byte changed in any piece, or in the checksum, is caught; a cancelled
// read says so.
func TestReadFileInPieces(t *testing.T) {
	big := make([]uint8, 2*readPiece+12345)
	for i := range big {
		big[i] = byte(i*7 + i>>16)
	}
	small := []uint32{1, 2, 3}
	format := func(b *[]uint8, s *[]uint32) Format {
		return Format{Version: 3, Sections: []Section{{Name: "small", U32: s, N: 3}, {Name: "big", U8: b, N: len(big)}}}
	}
	var file bytes.Buffer
	if err := format(&big, &small).Write(&file); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "t.bin")
	read := func(ctx context.Context) ([]uint8, []uint32, error) {
		var b []uint8
		var s []uint32
		err := format(&b, &s).ReadFile(ctx, path, func(_ Section, n int) []byte { return make([]byte, n) })
		return b, s, err
	}
	if err := os.WriteFile(path, file.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b, s, err := read(context.Background())
	if err != nil || !bytes.Equal(b, big) || len(s) != 3 || s[2] != 3 {
		t.Fatalf("read back: %v (same: %v, %v)", err, bytes.Equal(b, big), s)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := read(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	head := format(&big, &small).headerLen()
	for _, c := range []struct {
		at   int
		want string
	}{
		{5, "bad magic"},
		{head + 2, "checksum mismatch"},
		{head + 100, "checksum mismatch"},
		{head + readPiece + 200, "checksum mismatch"},
		{head + 2*readPiece + 300, "checksum mismatch"},
		{file.Len() - 2, "checksum mismatch"},
	} {
		bad := bytes.Clone(file.Bytes())
		bad[c.at] ^= 0x10
		if err := os.WriteFile(path, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, err := read(context.Background())
		var ce *CacheError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("byte %d changed: %v, want %q", c.at, err, c.want)
		}
	}
}
