import DomovCore
import Foundation

/// REPORTs read the texts of the objects they answer a batch at a time (issue 23: memory per
/// request is bounded). A calendar-query or first sync-collection of a collection with
/// thousands of objects read every text at once before, up to the household's whole calendar
/// (100 MiB per person at the default limits); now it holds a batch and the list of UIDs and
/// ETags, and writes each batch's responses as it goes (CalDAVExchange+Reports); only an answer
/// with `expand` is still held whole, at most `CalDAVReportBudget.maximumBytes` of it.
extension CalDAVExchange {
    /// Objects per read: at most 1 MiB each (`maximumObjectSize`), so a batch holds at most
    /// 32 MiB of text and usually a few hundred KiB; a collection of 20,000 is 625 reads.
    static let objectsPerRead = 32

    /// `elements` in runs of `objectsPerRead`, in order.
    static func batches<Element>(_ elements: [Element]) -> [ArraySlice<Element>] {
        stride(from: 0, to: elements.count, by: objectsPerRead).map { elements[$0..<min($0 + objectsPerRead, elements.count)] }
    }

    /// Whether a REPORT's `DAV:prop` asks for the objects' texts.
    static func readsTexts(_ requested: [DAVElement]) -> Bool {
        requested.contains { DAVPropertyName($0) == .calendarData }
    }

    /// The objects of a planner or generated collection (or those with these UIDs); a planner
    /// collection's without their texts unless `readingTexts`.
    func objects(
        in target: Resource, uids: [String]?, readingTexts: Bool = true
    ) async throws -> [(path: CalDAVPath, resource: Resource, uid: String)] {
        switch target {
        case .collection(let collection, _, _): return try await objects(in: collection, uids: uids, readingTexts: readingTexts)
        case .generated(let collection): return objects(in: collection, uids: uids)
        default: return []
        }
    }
}
