// syncfs(2) is a GNU extension that Swift's Glibc module does not show; this wraps it.
#define _GNU_SOURCE
#include <unistd.h>
#include "CSystemCalls.h"

int csystemcalls_syncfs(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    (void)fd;
    sync();
    return 0;
#endif
}
