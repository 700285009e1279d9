package labels

import "artmarket/ent/artlive"

var liveStatuses = map[artlive.Status]string{
	artlive.StatusUpcoming: "即将开播",
	artlive.StatusLive:     "直播中",
	artlive.StatusReplay:   "回放",
}

// LiveStatus is the Chinese name of an art live's status.
func LiveStatus(s artlive.Status) string {
	return label(liveStatuses, s)
}
