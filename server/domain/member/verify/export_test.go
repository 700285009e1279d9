package verify

// Compared is how many codes Check has compared so far.
func (c *Codes) Compared() int64 { return c.compared.Load() }
