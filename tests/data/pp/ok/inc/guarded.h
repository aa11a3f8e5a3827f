// leading comment is fine
#ifndef GUARDED_H
#define GUARDED_H
#define GUARDED 2
int guarded_decl;
#endif // GUARDED_H
