//go:build unix

// Package cputime reads the CPU time this process has used, for the
// benchmarks' cost per operation: on a shared machine a wall clock also
// counts the waits for a core.
package cputime

import (
	"syscall"
	"time"
)

// Process is the CPU time (user + system) this process has used so far.
func Process() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
