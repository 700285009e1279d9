package gqlserver

// RequestKeyForTest is the context key under which withCache puts the
// request that Admit is asked about.
func RequestKeyForTest() any { return requestKey{} }

// RecoverFuncForTest is the panic handler New installs.
var RecoverFuncForTest = recoverFunc
