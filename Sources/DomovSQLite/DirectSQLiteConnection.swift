internal import GRDBSQLite
import Synchronization

/// One SQLite connection whose statements run on the calling thread, each prepared once and kept.
///
/// SQLiteNIO, which Domov used before, runs each statement as a job of its thread pool and hands
/// each row back to an event loop as a task of its own: a CalDAV PUT of 33 statements was about a
/// hundred thread hand-overs, and every statement was parsed anew (bench/README.md, sessions 23
/// and 24: a PUT's CPU fell from 6.2 to 2.1–2.5 ms here). The calling thread is blocked while
/// SQLite works. With WAL, readers never wait for the writer; this process's writers queue before
/// they take a connection (`WriterQueue`); another process's write lock is waited for without a
/// thread (`DirectSQLiteDatabase.execute`). So what blocks is SQLite's own work.
///
/// The library is the system's (Debian's libsqlite3, through GRDB's `GRDBSQLite` module, which
/// only declares and links it). sqlite-nio, still linked for SQLiteKit's dialect and value
/// coding, carries a copy of its own under other symbol names; no file may be opened through
/// both copies in one process, since SQLite's POSIX file locks are per process and one copy's
/// close would drop the other's locks. Nothing in Domov opens a file through SQLiteNIO. The two
/// copies' C headers declare the same structs differently, so no Swift module may see both:
/// this one is a module of its own, and imports the library's only internally.
public final class DirectSQLiteConnection: @unchecked Sendable {
    /// Guards the handle and the kept statements: a connection is one turn's at a time (the
    /// pool), so this is never contended; it makes a misuse a wait rather than a corruption.
    private let lock = Mutex<Void>(())
    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    /// Told of every row a statement changes (SQLite's update hook): `DatabaseWriteClock`.
    public var onChange: (@Sendable (String) -> Void)?

    public init(path: String) throws(DirectSQLiteError) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_CREATE | SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(opened)
            throw DirectSQLiteError(code: status, message: message)
        }
        handle = opened
        sqlite3_update_hook(
            opened,
            { context, _, _, table, _ in
                guard let context, let table else { return }
                let connection = Unmanaged<DirectSQLiteConnection>.fromOpaque(context).takeUnretainedValue()
                connection.onChange?(String(cString: table))
            }, Unmanaged.passUnretained(self).toOpaque())
        Self.addMissingFunctions(to: opened)
    }

    deinit { close() }

    /// SQL functions Domov's statements use that the system's library may be too old for:
    /// `octet_length` (SQLite 3.43; Debian 12 has 3.40) measures stored calendar texts, as it
    /// does on PostgreSQL. Marked deterministic and innocuous, like the built-in one, so the
    /// schema and indexes may use it.
    private static func addMissingFunctions(to handle: OpaquePointer) {
        guard sqlite3_libversion_number() < 3_043_000 else { return }
        sqlite3_create_function_v2(
            handle, "octet_length", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let value = arguments?[0], sqlite3_value_type(value) != SQLITE_NULL else {
                    return sqlite3_result_null(context)
                }
                // A blob's bytes, or those of the value's UTF-8 text (a number as SQLite writes it).
                sqlite3_result_int64(context, Int64(sqlite3_value_bytes(value)))
            }, nil, nil, nil)
    }

    public func close() {
        lock.withLock { _ in
            for statement in statements.values { sqlite3_finalize(statement) }
            statements = [:]
            if let handle { sqlite3_close_v2(handle) }
            handle = nil
        }
    }

    /// Whether no transaction is open: a statement that failed for a lock can be run again.
    public var isOutsideTransaction: Bool {
        lock.withLock { _ in handle.map { sqlite3_get_autocommit($0) != 0 } ?? true }
    }

    /// Runs one statement, calling `onRow` with each row's column names and values, in order.
    public func run(_ sql: String, _ binds: [SQLiteValue], _ onRow: (_ names: [String], _ values: [SQLiteValue]) throws -> Void) throws {
        try lock.withLock { _ in
            guard let handle else { throw DirectSQLiteError.closed }
            let statement = try prepared(sql, on: handle)
            defer {
                sqlite3_reset(statement)
                sqlite3_clear_bindings(statement)
            }
            for (index, bind) in binds.enumerated() {
                try check(Self.bind(bind, at: Int32(index + 1), in: statement), on: handle)
            }
            // The columns are read after the first step: a kept statement whose tables changed
            // is prepared again by that step, and a `SELECT *` then has the new columns.
            var names: [String] = []
            var isFirstRow = true
            while true {
                let status = sqlite3_step(statement)
                if status == SQLITE_DONE { return }
                guard status == SQLITE_ROW else { throw DirectSQLiteError(code: status, message: Self.message(handle)) }
                if isFirstRow {
                    names = (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
                    isFirstRow = false
                }
                try onRow(names, names.indices.map { Self.value(at: Int32($0), of: statement) })
            }
        }
    }

    private func prepared(_ sql: String, on handle: OpaquePointer) throws(DirectSQLiteError) -> OpaquePointer {
        if let kept = statements[sql] { return kept }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw DirectSQLiteError(code: status, message: Self.message(handle)) }
        // Statements built with lists of values (IN (?, ?, …)) differ by their length; a bound on
        // what is kept keeps memory bounded whatever the queries are.
        if statements.count >= 64 {
            for kept in statements.values { sqlite3_finalize(kept) }
            statements = [:]
        }
        statements[sql] = statement
        return statement
    }

    private func check(_ status: Int32, on handle: OpaquePointer) throws(DirectSQLiteError) {
        guard status == SQLITE_OK else { throw DirectSQLiteError(code: status, message: Self.message(handle)) }
    }

    private static func message(_ handle: OpaquePointer) -> String {
        String(cString: sqlite3_errmsg(handle))
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private static func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .blob(let bytes):
            bytes.withUnsafeBytes { sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), transient) }
        case .float(let number): sqlite3_bind_double(statement, index, number)
        case .integer(let number): sqlite3_bind_int64(statement, index, number)
        case .null: sqlite3_bind_null(statement, index)
        case .text(let text): sqlite3_bind_text64(statement, index, text, UInt64(text.utf8.count), transient, UInt8(SQLITE_UTF8))
        }
    }

    private static func value(at column: Int32, of statement: OpaquePointer) -> SQLiteValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .float(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .null }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite3_column_blob(statement, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }
}

/// A value as SQLite stores it (its five storage classes).
public enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case float(Double)
    case text(String)
    case blob([UInt8])
    case null
}

/// An error SQLite reported, with its (extended) result code.
public struct DirectSQLiteError: Error, CustomStringConvertible {
    public let code: Int32
    public let message: String

    public static let closed = DirectSQLiteError(code: SQLITE_MISUSE, message: "the database is closed")

    public var description: String { "SQLite error \(code): \(message)" }
    /// SQLITE_CONSTRAINT and its extended codes (UNIQUE, PRIMARY KEY, …).
    public var isConstraint: Bool { code & 0xFF == SQLITE_CONSTRAINT }
    public var isBusy: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
}
