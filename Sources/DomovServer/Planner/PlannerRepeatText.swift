import DomovCore
import Foundation

/// A repeat rule in words, in the viewer's language: "Every 2 weeks on Monday and Thursday,
/// 10 times". Any rule, the form's own or a calendar app's, is said in words, never as RRULE text.
struct PlannerRepeatText {
    let frame: PlannerFrame

    func describe(_ rule: String, of item: PlannerItem) -> String {
        let start = item.start.map { LocalDate($0, in: item.timeZone) }
        return RecurrenceWords(frame.format.language).describe(rule: rule, start: start, timeZone: item.timeZone)
    }

    func describe(_ planned: PlannerRepeat, start: LocalDate, zone: TimeZone) -> String {
        RecurrenceWords(frame.format.language).describe(rule: planned.rule(timeZone: zone, allDay: false), start: start, timeZone: zone)
    }
}
