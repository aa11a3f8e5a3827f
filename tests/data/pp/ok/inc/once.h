#pragma once
#define ONCE 3
int once_decl;
