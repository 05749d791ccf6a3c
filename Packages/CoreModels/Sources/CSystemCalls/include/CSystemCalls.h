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

#endif
