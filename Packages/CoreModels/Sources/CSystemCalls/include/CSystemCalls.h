#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// Writes every dirty page and inode of the file system that holds the open file `fd` to
/// stable storage: Linux's syncfs(2), and sync(2) where there is no syncfs. Returns 0, or -1
/// with errno set.
int csystemcalls_syncfs(int fd);

#endif
