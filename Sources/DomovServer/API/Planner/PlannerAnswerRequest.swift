import Foundation

/// The body of a meeting answer: `ACCEPTED`, `TENTATIVE`, `DECLINED` or `NEEDS-ACTION`, the
/// iCalendar PARTSTAT values the item's `attendees[].response` shows.
struct PlannerAnswerRequest: Decodable {
    let response: String
}
