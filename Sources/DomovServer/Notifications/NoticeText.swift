import DomovCore
import Foundation

/// A notice in words, in the reader's language and zone: the same sentence in the inbox, the
/// live event, and (later) push and email.
struct NoticeText {
    let t: Localizer
    let timeZone: TimeZone

    func message(_ notice: Notice) -> String {
        guard let eventAt = notice.eventAt else { return notice.title }
        let when = notice.eventIsAllDay ? t.date(eventAt, in: timeZone) : t.dateTime(eventAt, in: timeZone)
        // A chore's alert is about its critical state; eventAt is when it is due.
        if notice.source.module == "chores" { return t(.chores(.noticeCritical(name: notice.title, due: when))) }
        return t(.noticeStarts(title: notice.title, when: when))
    }
}
