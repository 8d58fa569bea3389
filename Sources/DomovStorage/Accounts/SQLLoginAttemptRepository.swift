import DomovCore
import Foundation
import SQLKit

public struct SQLLoginAttemptRepository: LoginAttemptRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func failures(key: String, since: Date) async throws -> Int {
        try await database.withConnection { db in
            try await db.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from("login_failures")
                .where("throttle_key", .equal, key)
                .where("failed_at", .greaterThan, since.storedMilliseconds)
                .first()?.int("n") ?? 0
        }
    }

    public func recordFailure(keys: [String], at date: Date) async throws {
        try await database.transaction { db in
            for key in keys {
                try await db.insert(into: "login_failures").columns("throttle_key", "failed_at")
                    .values(SQLBind(key), SQLBind(date.storedMilliseconds)).run()
            }
            // Old failures no longer count; pruning here keeps the table small without a job.
            try await db.delete(from: "login_failures")
                .where("failed_at", .lessThan, date.addingTimeInterval(-24 * 3600).storedMilliseconds).run()
        }
    }

    public func clear(key: String) async throws {
        try await database.withConnection { db in
            try await db.delete(from: "login_failures").where("throttle_key", .equal, key).run()
        }
    }
}
