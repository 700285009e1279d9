package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/server/domain/member/auth"
	"artmarket/server/web/app"
)

// The uploads scenario (issue 26 point 8): ten members' worth of parallel
// uploads of one 30-megapixel JPEG to POST /api/upload/artwork-image, as a
// member with a bound mobile, while the server's peak resident memory is
// watched. The goal is under 400 MB above idle.
const (
	uploadWidth, uploadHeight = 6708, 4472 // 30.0 megapixels, 3:2 like a camera's
	uploadParallel            = 10
	uploadGoalMB              = 400
)

// uploadsResult is what dist/bench.json records of the scenario.
type uploadsResult struct {
	Parallel    int     `json:"parallel"`
	Megapixels  float64 `json:"megapixels"`
	FileMB      float64 `json:"file_mb"`
	OK          int     `json:"ok"`
	Busy        int     `json:"busy_503"`
	Errors      int     `json:"errors"`
	Seconds     float64 `json:"seconds"`
	IdleRSSMB   float64 `json:"idle_rss_mb"`
	PeakRSSMB   float64 `json:"peak_rss_mb"`
	AboveIdleMB float64 `json:"above_idle_mb"`
	GoalMB      float64 `json:"goal_above_idle_mb"`
	Met         bool    `json:"met"`
	PeakFrom    string  `json:"peak_from"` // VmHWM after clear_refs, or sampled VmRSS
}

// writeUploadJPEG writes the scenario's picture to path: a camera-sized
// 4:2:0 JPEG with smooth gradients and fine texture, so it compresses
// like a photograph (a few MB, under the 20 MB cap). It is made before the
// server starts and its pixels are returned to the system, so the idle
// figure does not include them.
func writeUploadJPEG(path string) (int64, error) {
	if st, err := os.Stat(path); err == nil && st.Size() > 0 {
		return st.Size(), nil
	}
	img := image.NewYCbCr(image.Rect(0, 0, uploadWidth, uploadHeight), image.YCbCrSubsampleRatio420)
	for y := 0; y < uploadHeight; y++ {
		row := img.Y[y*img.YStride : y*img.YStride+uploadWidth]
		for x := range row {
			row[x] = uint8((x*255/uploadWidth+y*255/uploadHeight)/2) ^ uint8((x*y)>>9&15)
		}
	}
	for y := 0; y < (uploadHeight+1)/2; y++ {
		for x := 0; x < (uploadWidth+1)/2; x++ {
			img.Cb[y*img.CStride+x] = uint8(64 + x*128/uploadWidth)
			img.Cr[y*img.CStride+x] = uint8(192 - y*128/uploadHeight)
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return 0, err
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriter(f)
	if err := jpeg.Encode(w, img, &jpeg.Options{Quality: 90}); err != nil {
		f.Close()
		return 0, err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return st.Size(), nil
}

// procStatusKB reads a field (VmRSS, VmHWM) of /proc/self/status in kB: the
// server runs in this process, and the client side streams the file, so
// the process's memory is the server's plus a few buffers.
func procStatusKB(field string) (int64, error) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("no %s in /proc/self/status", field)
}

// runUploads signs a member with a bound mobile in (a session issued
// directly: the sign-in flow is not what is measured), then uploads the
// picture ten times at once and reports the peak resident memory.
func runUploads(ctx context.Context, a *app.App, base, picture string) (uploadsResult, error) {
	res := uploadsResult{Parallel: uploadParallel, Megapixels: float64(uploadWidth*uploadHeight) / 1e6, GoalMB: uploadGoalMB}
	st, err := os.Stat(picture)
	if err != nil {
		return res, err
	}
	res.FileMB = float64(st.Size()) / (1 << 20)
	stamp := time.Now().UnixNano()
	m, err := a.DB.Client.Member.Create().
		SetUsername(fmt.Sprintf("bench_upload_%d", stamp)).
		SetMobile(fmt.Sprintf("199%08d", stamp%100_000_000)).
		SetNickname("上传压测").
		Save(ctx)
	if err != nil {
		return res, fmt.Errorf("uploads: member: %w", err)
	}
	token, err := a.Auth.Issue(ctx, a.DB.Client, m.ID, auth.Client{IP: "127.0.0.1", UserAgent: "bench"})
	if err != nil {
		return res, fmt.Errorf("uploads: session: %w", err)
	}

	runtime.GC()
	debug.FreeOSMemory()
	idle, err := procStatusKB("VmRSS")
	if err != nil {
		return res, err
	}
	res.IdleRSSMB = float64(idle) / 1024
	// Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0+);
	// where that is refused, a sampler keeps the largest VmRSS it saw.
	res.PeakFrom = "VmHWM"
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		res.PeakFrom = "VmRSS sampled every 10 ms"
	}
	var sampled atomic.Int64
	stop := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			if kb, err := procStatusKB("VmRSS"); err == nil && kb > sampled.Load() {
				sampled.Store(kb)
			}
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()

	client := &http.Client{Timeout: 3 * time.Minute}
	var (
		wg           sync.WaitGroup
		mu           sync.Mutex
		firstFailure error
	)
	start := time.Now()
	for i := 0; i < uploadParallel; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, body, err := uploadFile(client, base+"/api/upload/artwork-image", token, picture)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil && status == http.StatusOK && bytes.Contains(body, []byte(`"key"`)):
				res.OK++
			case err == nil && status == http.StatusServiceUnavailable:
				res.Busy++
			default:
				res.Errors++
				if firstFailure == nil {
					firstFailure = fmt.Errorf("HTTP %d %.200s %v", status, body, err)
				}
			}
		}()
	}
	wg.Wait()
	res.Seconds = time.Since(start).Seconds()
	close(stop)
	sampler.Wait()
	peak := sampled.Load()
	if res.PeakFrom == "VmHWM" {
		if hwm, err := procStatusKB("VmHWM"); err == nil {
			peak = max(peak, hwm)
		}
	}
	res.PeakRSSMB = float64(peak) / 1024
	res.AboveIdleMB = res.PeakRSSMB - res.IdleRSSMB
	res.Met = res.Errors == 0 && res.OK > 0 && res.AboveIdleMB < uploadGoalMB
	if firstFailure != nil {
		fmt.Println("uploads: first failure:", firstFailure)
	}
	fmt.Printf("\n%d parallel uploads of a %.1f MP JPEG (%.1f MB): %d ok, %d busy (503), %d errors in %.1fs\n",
		res.Parallel, res.Megapixels, res.FileMB, res.OK, res.Busy, res.Errors, res.Seconds)
	verdict := "met"
	if !res.Met {
		verdict = "MISSED"
	}
	fmt.Printf("server RSS: idle %.0f MB, peak %.0f MB (%s): %.0f MB above idle (goal < %d MB: %s)\n",
		res.IdleRSSMB, res.PeakRSSMB, res.PeakFrom, res.AboveIdleMB, uploadGoalMB, verdict)
	return res, nil
}

// uploadFile posts the file as the multipart "file" field, streamed from
// disk (the client holds no copy of it).
func uploadFile(c *http.Client, url, token, path string) (int, []byte, error) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			pw.CloseWithError(err)
			return
		}
		defer f.Close()
		fw, err := mw.CreateFormFile("file", "camera.jpg")
		if err == nil {
			_, err = io.Copy(fw, f)
		}
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	req, err := http.NewRequest(http.MethodPost, url, pr)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Token", token)
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, body, err
}

// recordUploads puts the scenario's figures into dist/bench.json under
// "uploads", keeping whatever else an earlier full run wrote there.
func recordUploads(res uploadsResult) error { return recordIn("uploads", res) }

// recordIn sets key of dist/bench.json to v, the rest of the file kept.
func recordIn(key string, v any) error {
	path := filepath.Join("dist", "bench.json")
	doc := map[string]any{}
	if b, err := os.ReadFile(path); err == nil {
		_ = json.Unmarshal(b, &doc)
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	doc[key] = v
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll("dist", 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, out, 0o644)
}
