package photo

// ErrEmpty says that a photo's file is empty: a copy or a download that
// never finished, said so rather than as a picture of an unknown format
// ("image: unknown format"). It is an ErrNotPicture (errors.Is), as the
// window takes it.
var ErrEmpty error = emptyError{}

type emptyError struct{}

func (emptyError) Error() string { return "the file is empty: 0 bytes, no picture" }

// Is makes ErrEmpty an ErrNotPicture.
func (emptyError) Is(target error) bool { return target == ErrNotPicture }
