import DomovCore
import Foundation
import SQLKit

public struct SQLPhrasebookRepository: PhrasebookRepository {
    let database: DomovDatabase

    public init(database: DomovDatabase) {
        self.database = database
    }

    public func saved(_ kind: SavedPhrase.Kind, userID: ID<User>, packID: String, limit: Int) async throws -> [SavedPhrase] {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT pack_id, phrase_id, choices, saved_at FROM phrasebook_saved
                WHERE user_id = \(bind: userID.description) AND kind = \(bind: kind.rawValue) AND pack_id = \(bind: packID)
                ORDER BY saved_at DESC, phrase_id LIMIT \(bind: limit)
                """
            ).all().map { row in
                SavedPhrase(
                    packID: try row.string("pack_id"), phraseID: try row.string("phrase_id"),
                    selection: PhraseSelection(storedText: try row.string("choices")), savedAt: try row.date("saved_at"))
            }
        }
    }

    public func save(_ phrase: SavedPhrase, as kind: SavedPhrase.Kind, userID: ID<User>, keep: Int) async throws {
        try await database.transaction { db in
            try await db.raw(
                """
                INSERT INTO phrasebook_saved (user_id, kind, pack_id, phrase_id, choices, saved_at)
                VALUES (\(bind: userID.description), \(bind: kind.rawValue), \(bind: phrase.packID), \(bind: phrase.phraseID),
                \(bind: phrase.selection.storedText), \(bind: phrase.savedAt.storedMilliseconds))
                ON CONFLICT (user_id, kind, pack_id, phrase_id) DO UPDATE SET choices = excluded.choices, saved_at = excluded.saved_at
                """
            ).run()
            guard kind == .recent else { return }
            // Only the newest `keep` recently used phrases of the pack stay.
            let kept = try await db.raw(
                """
                SELECT phrase_id FROM phrasebook_saved
                WHERE user_id = \(bind: userID.description) AND kind = \(bind: kind.rawValue) AND pack_id = \(bind: phrase.packID)
                ORDER BY saved_at DESC, phrase_id LIMIT \(bind: keep)
                """
            ).all().map { try $0.string("phrase_id") }
            let all = try await db.raw(
                """
                SELECT phrase_id FROM phrasebook_saved
                WHERE user_id = \(bind: userID.description) AND kind = \(bind: kind.rawValue) AND pack_id = \(bind: phrase.packID)
                """
            ).all().map { try $0.string("phrase_id") }
            for stale in Set(all).subtracting(kept) {
                try await db.raw(
                    """
                    DELETE FROM phrasebook_saved WHERE user_id = \(bind: userID.description) AND kind = \(bind: kind.rawValue)
                    AND pack_id = \(bind: phrase.packID) AND phrase_id = \(bind: stale)
                    """
                ).run()
            }
        }
    }

    public func remove(_ kind: SavedPhrase.Kind, userID: ID<User>, packID: String, phraseID: String) async throws -> Bool {
        try await database.withConnection { db in
            try await !db.raw(
                """
                DELETE FROM phrasebook_saved WHERE user_id = \(bind: userID.description) AND kind = \(bind: kind.rawValue)
                AND pack_id = \(bind: packID) AND phrase_id = \(bind: phraseID) RETURNING phrase_id
                """
            ).all().isEmpty
        }
    }

    public func householdPack(householdID: ID<Household>, packID: String) async throws -> Data? {
        try await database.withConnection { db in
            try await db.raw(
                """
                SELECT content FROM phrasebook_household_packs WHERE household_id = \(bind: householdID.description) AND pack_id = \
                \(bind: packID)
                """
            ).first().map { Data(try $0.string("content").utf8) }
        }
    }

    public func saveHouseholdPack(_ json: Data, householdID: ID<Household>, packID: String, at date: Date) async throws {
        try await database.withConnection { db in
            try await db.raw(
                """
                INSERT INTO phrasebook_household_packs (household_id, pack_id, content, updated_at)
                VALUES (\(bind: householdID.description), \(bind: packID), \(bind: String(decoding: json, as: UTF8.self)), \
                \(bind: date.storedMilliseconds))
                ON CONFLICT (household_id, pack_id) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at
                """
            ).run()
        }
    }
}
