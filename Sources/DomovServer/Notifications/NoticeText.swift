import DomovCore
import Foundation

/// A notice in words, in the reader's language and zone: the same sentence in the inbox, the
/// live event, and (later) push and email.
struct NoticeText {
    let t: Localizer
    let timeZone: TimeZone

    func message(_ notice: Notice) -> String {
        // A name day is the whole day itself; "starts on" would read oddly.
        if notice.source.module == NotificationSource.nameDayModule { return t(.nameDays(.noticeMessage(notice.title))) }
        guard let eventAt = notice.eventAt else { return notice.title }
        let when = notice.eventIsAllDay ? t.date(eventAt, in: timeZone) : t.dateTime(eventAt, in: timeZone)
        // A chore's alert is about its critical state; eventAt is when it is due. One sent after
        // that (the chore was made, or its room added to My rooms, already overdue) says so.
        if notice.source.module == NotificationSource.choresModule {
            return notice.dueAt >= eventAt
                ? t(.chores(.noticeOverdue(name: notice.title, due: when))) : t(.chores(.noticeCritical(name: notice.title, due: when)))
        }
        return t(.noticeStarts(title: notice.title, when: when))
    }
}
