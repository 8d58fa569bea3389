@testable import DomovStorage
import Testing

/// Migrations are history: databases out there have run each released one, and a fresh database
/// must end in the same schema as they did. So how a migration is written may change (a column
/// list shared by two of them), but never the statements it runs, in either dialect. Each
/// fingerprint is taken from those statements; a new migration adds its own.
@Suite("Released migrations run the same statements")
struct ReleasedMigrationTests {
    static let fingerprints: [Int: String] = [
        1: "305889af3ba2a97d",
        2: "5f1d11001c098fe5",
        3: "6388242917323ddd",
        4: "f73fffc70a0c172d",
        5: "21b69c1bd5529df5",
        6: "8048985360861fc5",
        7: "c84bc16cdd106941",
        8: "3dbf132afc76be65",
        9: "e1084a7f132733c5",
        10: "d4233061557be245",
        11: "e9c57a583a66ad05",
        12: "1eb7cdc14850fb25",
        13: "f8483374ee46a9d5",
        14: "a5b3d8b943485e85",
        15: "447b4d49c568c9ed",
        16: "9391514de61eb965",
        17: "380c79d3e8ffe9d5",
        18: "e0df8a231b2e1a61",
        19: "abef1e9291cf6f3b",
        20: "428d662d8c48d3fd",
        21: "742d787597e6705",
        22: "55060002af7fdd39",
        23: "c2bb068bb8367e35",
        24: "be1dcaff18549f49",
        25: "b7c59cd9f5b83e0b",
        26: "7d020c72894c1f21",
        27: "65d18130946a5e8b",
        28: "7fd5c1f25ca59806",
        29: "2f18fd1eb7fed855",
        30: "7ce56ac24a4d5fc3",
        31: "38ce605885be04d9",
        32: "b768659981ea3505",
        33: "cbf29ce484222325",
        34: "6e9097d955a25513",
        35: "24342a4681d045bd",
        36: "635408961549ad25",
    ]

    @Test func everyReleasedMigrationRunsTheStatementsItAlwaysRan() {
        for migration in Migration.all where Self.fingerprints[migration.version] != nil {
            #expect(Self.fingerprint(migration) == Self.fingerprints[migration.version], "migration \(migration.version)")
        }
        #expect(Set(Self.fingerprints.keys) == Set(1...36), "every released migration is pinned")
    }

    /// FNV-1a (64 bits) over both dialects' statements, each ended by a NUL: a changed space or
    /// a moved statement changes it.
    static func fingerprint(_ migration: Migration) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for kind in [DomovDatabase.Kind.sqlite, .postgres] {
            for statement in migration.statements(kind) {
                for byte in Array(statement.utf8) + [0] {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
            }
        }
        return String(hash, radix: 16)
    }
}
