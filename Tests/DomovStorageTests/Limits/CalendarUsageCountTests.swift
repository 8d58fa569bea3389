import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import SQLKit
import Testing

/// The calendar usage that limits are checked against is a running count kept by triggers
/// (migration 28). It must equal, after any mix of writes, what counting the rows gives.
@Suite("Calendar usage counts")
struct CalendarUsageCountTests {
    typealias Limits = UsageLimitStorageTests

    static func series(_ uid: String, moved: Int = 0, notes: String = "note") -> String {
        var text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\n"
                + """
                DTSTART:20260302T080000Z\r\nDTEND:20260302T090000Z\r\nRRULE:FREQ=DAILY;COUNT=10\r\nSUMMARY:Series\r\n\
                DESCRIPTION:\(notes)\r\nEND:VEVENT\r\n
                """
        for day in 0..<moved {
            let date = String(format: "202603%02d", 3 + day)
            text +=
                "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\nRECURRENCE-ID:\(date)T080000Z\r\n"
                + "DTSTART:\(date)T100000Z\r\nDTEND:\(date)T110000Z\r\nSUMMARY:Moved\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }

    /// (author, household) → (objects, bytes), from the running count and from the rows.
    static func counts(_ storage: Storage) async throws -> (kept: [String: [Int]], counted: [String: [Int]]) {
        try await storage.database.withConnection { db in
            func read(_ query: SQLQueryString) async throws -> [String: [Int]] {
                var result: [String: [Int]] = [:]
                for row in try await db.raw(query).all() {
                    let objects = try row.decode(column: "objects", as: Int.self)
                    guard objects != 0 else { continue }
                    let key =
                        try row.decode(column: "author_id", as: String.self) + " " + row.decode(column: "household_id", as: String.self)
                    result[key] = [objects, try row.decode(column: "bytes", as: Int.self)]
                }
                return result
            }
            let kept = try await read("SELECT author_id, household_id, objects, bytes FROM calendar_usage")
            let counted = try await read(
                """
                SELECT author_id, household_id, COUNT(*) AS objects, CAST(COALESCE(SUM(object_bytes), 0) AS BIGINT) AS bytes
                FROM planner_items WHERE series_id IS NULL GROUP BY author_id, household_id
                """)
            return (kept, counted)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theRunningCountFollowsCreatesOverridesGrowthDeletesAndHouseholdsGoing(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let cottage = try await f.base.household("Cottage", owner: f.jana)
            let service = Limits.service(f)
            var random = SeededRandom(seed: 28)
            for step in 0..<60 {
                let uid = "u\(Int.random(in: 0..<8, using: &random))@test"
                let author = Bool.random(using: &random) ? f.jana : f.petr
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    try await Limits.put(Limits.event(uid, notes: String(repeating: "n", count: step)), by: author, service, f)
                case 1:
                    try await Limits.put(
                        Self.series(uid, moved: Int.random(in: 0..<3, using: &random), notes: "\(step)"), by: author, service, f)
                case 2:
                    try await Limits.put(Limits.event("cottage-\(uid)"), by: f.jana, in: cottage, service, f)
                default:
                    if try await Limits.uids(service, f).contains(uid) { try await Limits.delete(uid, by: author, service, f) }
                }
                let (kept, counted) = try await Self.counts(storage)
                #expect(kept == counted, "after step \(step)")
            }
            #expect(!(try await Self.counts(storage).kept.isEmpty))
            try await storage.households.delete(id: cottage.id)
            let (kept, counted) = try await Self.counts(storage)
            #expect(kept == counted)
            #expect(!kept.keys.contains { $0.hasSuffix(cottage.id.description) }, "a deleted household's count goes with it")
        }
    }
}
