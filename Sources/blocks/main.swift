print("blocks")
