import DomovSQLite
import Logging
import NIOCore
import SQLKit
import SQLiteKit
import Synchronization

/// A `DirectSQLiteConnection` seen through SQLKit, as SQLiteKit shows SQLiteNIO's: the same
/// dialect, bind encoding and column decoding, so repositories read it as they read PostgreSQL.
struct DirectSQLiteDatabase: SQLDatabase {
    let connection: DirectSQLiteConnection
    let logger: Logger
    let eventLoop: any EventLoop
    var dialect: any SQLDialect { SQLiteDialect() }
    var queryLogLevel: Logger.Level? { .debug }

    private static let encoder = SQLiteDataEncoder()
    /// Statements that waited for another process's lock, for a test to see them wait.
    static let lockWaits = Atomic<Int>(0)

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        eventLoop.makeCompletedFuture { try run(query, onRow) }
    }

    /// A statement outside a transaction (BEGIN IMMEDIATE included) that meets another
    /// process's write lock is tried again after a pause in which the thread serves other
    /// requests: SQLite's own busy handler waits only `DirectSQLitePool.busyMilliseconds`, since
    /// it waits by blocking the thread. Inside a transaction a statement is not repeated (its
    /// transaction may have to be), so the error goes up.
    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let started = ContinuousClock.now
        var pause = Duration.milliseconds(5)
        while true {
            do {
                return try run(query, onRow)
            } catch let error as DirectSQLiteError where error.isBusy && connection.isOutsideTransaction {
                guard ContinuousClock.now - started < DirectSQLitePool.busyWait else { throw error }
                if pause == .milliseconds(5) { Self.lockWaits.add(1, ordering: .relaxed) }
                try await Task.sleep(for: pause)
                pause = min(pause * 2, .milliseconds(100))
            }
        }
    }

    private func run(_ query: any SQLExpression, _ onRow: (any SQLRow) -> Void) throws {
        let (sql, binds) = serialize(query)
        if logger.logLevel <= .debug { logger.debug("Executing query", metadata: ["sql": .string(sql)]) }
        try connection.run(sql, binds.map { try SQLiteValue(Self.encoder.encode($0)) }) { names, values in
            onRow(DirectSQLiteRow(names: names, values: values))
        }
    }
}

/// One row's columns by name, decoded as SQLiteKit decodes them.
struct DirectSQLiteRow: SQLRow {
    let names: [String]
    let values: [SQLiteValue]

    private static let decoder = SQLiteDataDecoder()

    var allColumns: [String] { names }

    func contains(column: String) -> Bool { names.contains(column) }

    func decodeNil(column: String) throws -> Bool {
        guard let index = names.firstIndex(of: column) else { return true }
        return values[index] == .null
    }

    func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
        guard let index = names.firstIndex(of: column) else {
            throw DecodingError.keyNotFound(
                SQLColumnKey(column), .init(codingPath: [], debugDescription: "No column \(column) in the row."))
        }
        if let value = Self.plainlyDecoded(values[index], as: D.self) { return value }
        return try Self.decoder.decode(D.self, from: SQLiteData(values[index]))
    }

    /// The columns nearly every row has, a text, an integer or a number, or nothing where an
    /// optional is asked for, as SQLiteKit's decoder gives them, without its dynamic casts
    /// (profiled: they were most of turning a row into an item). Nil for anything else, which
    /// goes to the decoder.
    static func plainlyDecoded<D>(_ value: SQLiteValue, as type: D.Type) -> D? {
        switch value {
        case .text(let text):
            if D.self == String.self { return unsafeBitCast(text, to: D.self) }
            if D.self == String?.self { return unsafeBitCast(String?.some(text), to: D.self) }
        case .integer(let number):
            if D.self == Int.self { return unsafeBitCast(Int(number), to: D.self) }
            if D.self == Int?.self { return unsafeBitCast(Int?.some(Int(number)), to: D.self) }
            if D.self == Int64.self { return unsafeBitCast(number, to: D.self) }
            if D.self == Int64?.self { return unsafeBitCast(Int64?.some(number), to: D.self) }
            if D.self == Double.self { return unsafeBitCast(Double(number), to: D.self) }
            if D.self == Bool.self, number == 0 || number == 1 { return unsafeBitCast(number == 1, to: D.self) }
            if D.self == Bool?.self, number == 0 || number == 1 { return unsafeBitCast(Bool?.some(number == 1), to: D.self) }
        case .float(let number):
            if D.self == Double.self { return unsafeBitCast(number, to: D.self) }
            if D.self == Double?.self { return unsafeBitCast(Double?.some(number), to: D.self) }
        case .null:
            if D.self == String?.self { return unsafeBitCast(String?.none, to: D.self) }
            if D.self == Int?.self { return unsafeBitCast(Int?.none, to: D.self) }
            if D.self == Int64?.self { return unsafeBitCast(Int64?.none, to: D.self) }
            if D.self == Double?.self { return unsafeBitCast(Double?.none, to: D.self) }
            if D.self == Bool?.self { return unsafeBitCast(Bool?.none, to: D.self) }
        case .blob: break
        }
        return nil
    }
}

private struct SQLColumnKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// SQLiteKit's values and the driver's are the same five kinds.
extension SQLiteValue {
    init(_ data: SQLiteData) {
        switch data {
        case .integer(let number): self = .integer(Int64(number))
        case .float(let number): self = .float(number)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(Array(bytes.readableBytesView))
        case .null: self = .null
        }
    }
}

extension SQLiteData {
    init(_ value: SQLiteValue) {
        switch value {
        case .integer(let number): self = .integer(Int(number))
        case .float(let number): self = .float(number)
        case .text(let text): self = .text(text)
        case .blob(let bytes): self = .blob(ByteBuffer(bytes: bytes))
        case .null: self = .null
        }
    }
}
