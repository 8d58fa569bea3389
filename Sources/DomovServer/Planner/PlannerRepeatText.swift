import DomovCore
import Foundation

/// A repeat rule in words: "Every 2 weeks on Mon, Wed, until Thu 31 Dec 2026".
struct PlannerRepeatText {
    let frame: PlannerFrame

    func describe(_ rule: String, zone: TimeZone) -> String {
        guard let planned = PlannerRepeat(rule: rule, timeZone: zone) else { return frame(.customRule(rule)) }
        var parts = [frame(.every(planned.frequency, planned.interval))]
        if !planned.weekdays.isEmpty {
            parts.append(frame(.onWeekdays(planned.weekdays.sorted().map { frame(.weekdayShort($0)) }.joined(separator: ", "))))
        }
        if !planned.monthDays.isEmpty {
            parts.append(frame(.onMonthDays(planned.monthDays.map { $0 == -1 ? frame(.lastDay) : "\($0)." }.joined(separator: ", "))))
        }
        switch planned.end {
        case .never: break
        case .count(let count): parts.append(frame(.times(count)))
        case .until(let day): parts.append(frame(.until(frame.format.day(day))))
        }
        return parts.joined(separator: ", ")
    }
}
