package auth

// Compared is how many passwords CheckPassword has hashed so far.
func (s *Service) Compared() int64 { return s.compared.Load() }
