#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// Writes every dirty page and inode of the file system that holds the open file `fd` to
/// stable storage: Linux's syncfs(2), and sync(2) where there is no syncfs. Returns 0, or -1
/// with errno set.
int csystemcalls_syncfs(int fd);

/// Adds to the posix_spawn file actions `actions` (a `posix_spawn_file_actions_t *`) the
/// closing, in the child, of every descriptor from `from` up: glibc's
/// posix_spawn_file_actions_addclosefrom_np (2.34 and later). Returns 0, or an error number
/// (ENOSYS where the C library has no such action).
int csystemcalls_spawn_closefrom(void *actions, int from);

/// Renames `from` to `to` unless `to` exists, in one step: Linux's renameat2 with
/// RENAME_NOREPLACE (glibc 2.28 and later). Returns 0, or -1 with errno set: EEXIST when `to`
/// exists; EINVAL or ENOSYS where the file system or system has no such rename (the caller
/// then does it another way).
int csystemcalls_rename_noreplace(const char *from, const char *to);

/// Starts holding SIGINT, SIGTERM and SIGHUP: each that arrives is noted (the last one wins)
/// instead of acting, and the first writes `notice` (`length` bytes, kept up to 511) to
/// standard error. A signal the process ignores stays ignored. Returns 0, or -1 when signals
/// are already held (a hold is not nested: the one under way covers the caller).
int csystemcalls_hold_signals(const char *notice, unsigned long length);

/// Ends the hold begun by csystemcalls_hold_signals: the handlers the process had come back.
/// Returns the signal noted meanwhile, or 0 (the caller raises it again if it should).
int csystemcalls_release_signals(void);

/// The signal noted so far in the hold under way (it stays noted), or 0.
int csystemcalls_noted_signal(void);

#endif
